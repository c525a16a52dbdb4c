# source: https://github.com/carlini/nn_robust_attacks/issues/6
# note: the fix suggested in the issue: import the frozen Inception graph once, outside the prediction function, with a placeholder as its input; predicting an image only runs the existing graph
import numpy as np
import tensorflow as tf

MODEL_PB = "tmp/imagenet/classify_image_graph_def.pb"


class InceptionPredictor(object):
    def __init__(self, sess):
        self.sess = sess
        graph_def = tf.GraphDef()
        with tf.gfile.GFile(MODEL_PB, "rb") as f:
            graph_def.ParseFromString(f.read())
        self.image = tf.placeholder(tf.float32, (299, 299, 3))
        scaled = (0.5 + self.image) * 255
        self.logits, = tf.import_graph_def(graph_def, input_map={"Cast:0": scaled}, return_elements=["softmax/logits:0"])

    def predict(self, img):
        return self.sess.run(self.logits, feed_dict={self.image: img})


with tf.Session() as sess:
    predictor = InceptionPredictor(sess)
    sess.graph.finalize()
    images = np.load("imagenet_samples/images.npy")
    labels = np.load("imagenet_samples/labels.npy")
    correct = sum(int(np.argmax(predictor.predict(img)) == label) for img, label in zip(images, labels))
    print("clean accuracy", correct / float(len(images)))
