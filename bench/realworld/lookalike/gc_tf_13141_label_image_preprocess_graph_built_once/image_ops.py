"""Preprocessing graph built once, fed one file name at a time (TF1 style)."""
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class ImagePreprocessor:
    def __init__(self, graph, input_height=299, input_width=299, input_mean=0, input_std=255):
        with graph.as_default():
            self.file_name = tf.placeholder(tf.string, shape=[], name="file_name")
            file_reader = tf.read_file(self.file_name, "file_reader")
            image = tf.image.decode_jpeg(file_reader, channels=3, name="jpeg_reader")
            batched = tf.expand_dims(tf.cast(image, tf.float32), 0)
            resized = tf.image.resize_bilinear(batched, [input_height, input_width])
            self.normalized = tf.divide(tf.subtract(resized, [input_mean]), [input_std])

    def run(self, sess, path):
        return sess.run(self.normalized, {self.file_name: path})


def load_graph(model_file):
    graph = tf.Graph()
    graph_def = tf.GraphDef()
    with open(model_file, "rb") as f:
        graph_def.ParseFromString(f.read())
    with graph.as_default():
        tf.import_graph_def(graph_def)
    return graph
