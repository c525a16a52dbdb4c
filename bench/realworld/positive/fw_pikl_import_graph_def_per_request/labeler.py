import tensorflow as tf

GRAPH_PATH = "retrained_graph.pb"
LABELS_PATH = "retrained_labels.txt"


def read_labels(path=LABELS_PATH):
    return [line.rstrip() for line in tf.gfile.GFile(path)]


def load_graph_def(path=GRAPH_PATH):
    with tf.gfile.FastGFile(path, "rb") as f:
        graph_def = tf.GraphDef()
        graph_def.ParseFromString(f.read())
    return graph_def


def label_image(image_path, top_k=5):
    image_data = tf.gfile.FastGFile(image_path, "rb").read()
    label_lines = read_labels()

    graph_def = load_graph_def()
    tf.import_graph_def(graph_def, name="")

    with tf.Session() as sess:
        softmax_tensor = sess.graph.get_tensor_by_name("final_result:0")
        predictions = sess.run(softmax_tensor, {"DecodeJpeg/contents:0": image_data})

    ranked = predictions[0].argsort()[::-1][:top_k]
    return [{"label": label_lines[i], "score": float(predictions[0][i])} for i in ranked]
