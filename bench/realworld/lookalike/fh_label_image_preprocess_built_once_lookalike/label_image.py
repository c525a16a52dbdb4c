import tensorflow as tf


def load_graph(graph_file):
    graph_def = tf.compat.v1.GraphDef()
    with tf.io.gfile.GFile(graph_file, "rb") as f:
        graph_def.ParseFromString(f.read())
    tf.import_graph_def(graph_def, name="")


def load_labels(labels_file):
    with tf.io.gfile.GFile(labels_file) as f:
        return [line.strip() for line in f]


def build_reader(height=299, width=299, mean=0.0, std=255.0):
    file_name = tf.compat.v1.placeholder(tf.string, shape=[])
    image = tf.image.decode_jpeg(tf.io.read_file(file_name), channels=3)
    batch = tf.expand_dims(tf.cast(image, tf.float32), 0)
    resized = tf.compat.v1.image.resize_bilinear(batch, [height, width])
    return file_name, tf.divide(tf.subtract(resized, [mean]), [std])
