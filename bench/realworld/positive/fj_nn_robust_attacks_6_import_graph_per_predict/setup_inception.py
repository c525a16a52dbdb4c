import numpy as np
import tensorflow as tf

MODEL_PB = "tmp/imagenet/classify_image_graph_def.pb"


def _read_graph_def(path):
    graph_def = tf.GraphDef()
    with tf.gfile.GFile(path, "rb") as f:
        graph_def.ParseFromString(f.read())
    return graph_def


class InceptionModel(object):
    image_size = 299
    num_labels = 1008
    num_channels = 3

    def __init__(self, sess):
        self.sess = sess
        self.graph_def = _read_graph_def(MODEL_PB)

    def predict(self, img):
        scaled = (0.5 + tf.reshape(img, (self.image_size, self.image_size, 3))) * 255
        logits, = tf.import_graph_def(
            self.graph_def,
            input_map={"Cast:0": scaled},
            return_elements=["softmax/logits:0"],
        )
        return tf.reshape(logits, (1, self.num_labels))


def load_images(folder, count):
    images = []
    for i in range(count):
        arr = np.load("%s/img_%04d.npy" % (folder, i)).astype(np.float32)
        images.append(arr / 255.0 - 0.5)
    return np.stack(images)
