import numpy as np
import tensorflow as tf


class FrozenDetector(object):
    """One of the two TF1 frozen graphs (text boxes), each in its own graph and session."""

    def __init__(self, pb_path):
        self.graph = tf.Graph()
        with self.graph.as_default():
            graph_def = tf.GraphDef()
            with tf.gfile.GFile(pb_path, "rb") as f:
                graph_def.ParseFromString(f.read())
            tf.import_graph_def(graph_def, name="")
            self.sess = tf.Session(graph=self.graph)
            self.image = self.graph.get_tensor_by_name("image_tensor:0")
            self.boxes = self.graph.get_tensor_by_name("detection_boxes:0")

    def boxes_for(self, image):
        boxes = self.sess.run(self.boxes, feed_dict={self.image: image[None]})
        return [b for b in boxes[0] if np.any(b)]
