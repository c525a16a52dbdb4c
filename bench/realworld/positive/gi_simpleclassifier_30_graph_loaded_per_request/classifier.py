import tensorflow as tf

GRAPH_PATH = "output/retrained_graph.pb"
LABELS_PATH = "output/retrained_labels.txt"


def load_labels(path=LABELS_PATH):
    with tf.gfile.GFile(path) as f:
        return [line.strip() for line in f]


def classify(image_data, top_k=3):
    labels = load_labels()

    with tf.gfile.FastGFile(GRAPH_PATH, "rb") as f:
        graph_def = tf.GraphDef()
        graph_def.ParseFromString(f.read())

    tf.import_graph_def(graph_def, name="")

    with tf.Session() as sess:
        softmax_tensor = sess.graph.get_tensor_by_name("final_result:0")
        predictions = sess.run(softmax_tensor, {"DecodeJpeg/contents:0": image_data})
        top = predictions[0].argsort()[-top_k:][::-1]
        return [{"label": labels[i], "score": float(predictions[0][i])} for i in top]
