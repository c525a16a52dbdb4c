import glob
import sys

import numpy as np
import tensorflow as tf

import label_image

tf.compat.v1.disable_eager_execution()


def classify_dir(folder, graph_file, labels_file):
    label_image.load_graph(graph_file)
    labels = label_image.load_labels(labels_file)
    graph = tf.compat.v1.get_default_graph()
    inp = graph.get_tensor_by_name("input:0")
    out = graph.get_tensor_by_name("InceptionV3/Predictions/Reshape_1:0")
    with tf.compat.v1.Session() as sess:
        for path in sorted(glob.glob(folder + "/*.jpg")):
            image_t = label_image.read_tensor_from_image_file(path)
            pixels = sess.run(image_t)
            probs = sess.run(out, feed_dict={inp: pixels})[0]
            print(path, labels[int(np.argmax(probs))])


if __name__ == "__main__":
    classify_dir(sys.argv[1], sys.argv[2], sys.argv[3])
