import glob
import sys

import numpy as np
import tensorflow as tf

import label_image

tf.compat.v1.disable_eager_execution()


def classify_dir(folder, graph_file, labels_file):
    label_image.load_graph(graph_file)
    labels = label_image.load_labels(labels_file)
    file_name, image_t = label_image.build_reader()
    graph = tf.compat.v1.get_default_graph()
    inp = graph.get_tensor_by_name("input:0")
    out = graph.get_tensor_by_name("InceptionV3/Predictions/Reshape_1:0")
    graph.finalize()
    with tf.compat.v1.Session() as sess:
        for path in sorted(glob.glob(folder + "/*.jpg")):
            pixels = sess.run(image_t, feed_dict={file_name: path})
            probs = sess.run(out, feed_dict={inp: pixels})[0]
            print(path, labels[int(np.argmax(probs))])


if __name__ == "__main__":
    classify_dir(sys.argv[1], sys.argv[2], sys.argv[3])
