"""Run a retrained Inception graph (retrain.py output) on one image."""
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()

MODEL_PATH = "/tmp/output_graph.pb"
LABELS_PATH = "/tmp/output_labels.txt"


def create_graph():
    with tf.gfile.FastGFile(MODEL_PATH, "rb") as f:
        graph_def = tf.GraphDef()
        graph_def.ParseFromString(f.read())
        tf.import_graph_def(graph_def, name="")


def load_labels():
    with open(LABELS_PATH) as fh:
        return [line.strip() for line in fh]


def run_inference_on_image(image_path, top_k=5):
    if not tf.gfile.Exists(image_path):
        tf.logging.fatal("File does not exist %s", image_path)
        return None
    image_data = tf.gfile.FastGFile(image_path, "rb").read()

    create_graph()

    with tf.Session() as sess:
        softmax_tensor = sess.graph.get_tensor_by_name("final_result:0")
        predictions = sess.run(softmax_tensor, {"DecodeJpeg/contents:0": image_data})
        predictions = np.squeeze(predictions)

    labels = load_labels()
    best = predictions.argsort()[-top_k:][::-1]
    return [(labels[i], float(predictions[i])) for i in best]
