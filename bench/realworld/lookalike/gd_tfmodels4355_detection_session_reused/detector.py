import numpy as np
import tensorflow.compat.v1 as tf


class FrozenDetector(object):
    def __init__(self, pb_path):
        self.graph = tf.Graph()
        with self.graph.as_default():
            graph_def = tf.GraphDef()
            with tf.gfile.GFile(pb_path, "rb") as f:
                graph_def.ParseFromString(f.read())
            tf.import_graph_def(graph_def, name="prefix")
        self.image_tensor = self.graph.get_tensor_by_name("prefix/image_tensor:0")
        self.outputs = [self.graph.get_tensor_by_name("prefix/detection_boxes:0"),
                        self.graph.get_tensor_by_name("prefix/detection_scores:0"),
                        self.graph.get_tensor_by_name("prefix/detection_classes:0")]
        self.graph.finalize()
        self.sess = tf.Session(graph=self.graph)

    def detect(self, image):
        boxes, scores, classes = self.sess.run(
            self.outputs, feed_dict={self.image_tensor: image[np.newaxis]})
        return boxes[0], scores[0], classes[0].astype(np.int32)

    def close(self):
        self.sess.close()
