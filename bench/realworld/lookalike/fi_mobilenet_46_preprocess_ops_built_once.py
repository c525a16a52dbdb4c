# source: https://github.com/Zehaos/MobileNet/issues/46
# note: corrected version of the reported label_image loop: the JPEG decode/resize ops are built once around a filename placeholder in their own graph and session, and every image only feeds that placeholder, so the per-image time stays flat
import glob
import time

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


def load_graph(model_file):
    graph = tf.Graph()
    graph_def = tf.GraphDef()
    with open(model_file, "rb") as f:
        graph_def.ParseFromString(f.read())
    with graph.as_default():
        tf.import_graph_def(graph_def)
    return graph


def build_reader(input_height=224, input_width=224, input_mean=128, input_std=128):
    graph = tf.Graph()
    with graph.as_default():
        file_name = tf.placeholder(tf.string, [], name="file_name")
        image = tf.image.decode_jpeg(tf.read_file(file_name), channels=3)
        resized = tf.image.resize_bilinear(tf.expand_dims(tf.cast(image, tf.float32), 0), [input_height, input_width])
        normalized = tf.divide(tf.subtract(resized, [input_mean]), [input_std])
    graph.finalize()
    return tf.Session(graph=graph), file_name, normalized


if __name__ == "__main__":
    graph = load_graph("retrained_graph.pb")
    labels = [line.rstrip() for line in open("retrained_labels.txt")]
    input_op = graph.get_operation_by_name("import/input")
    output_op = graph.get_operation_by_name("import/final_result")
    reader_sess, file_name_ph, normalized = build_reader()
    with tf.Session(graph=graph) as sess:
        for path in sorted(glob.glob("frames/*.jpg")):
            start = time.time()
            t = reader_sess.run(normalized, {file_name_ph: path})
            results = np.squeeze(sess.run(output_op.outputs[0], {input_op.outputs[0]: t}))
            print(path, labels[int(results.argmax())], "%.3fs" % (time.time() - start))
