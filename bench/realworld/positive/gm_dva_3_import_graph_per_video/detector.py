"""SSD detector wrapper used by the video processing tasks."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


class SSDetector(object):
    def __init__(self, model_path, min_score=0.3):
        self.model_path = model_path
        self.min_score = min_score
        self.session = None

    def load(self):
        graph_def = tf1.GraphDef()
        with tf1.gfile.GFile(self.model_path, "rb") as fh:
            graph_def.ParseFromString(fh.read())
        tf1.import_graph_def(graph_def, name="")
        graph = tf1.get_default_graph()
        self.image_tensor = graph.get_tensor_by_name("image_tensor:0")
        self.boxes = graph.get_tensor_by_name("detection_boxes:0")
        self.scores = graph.get_tensor_by_name("detection_scores:0")
        self.classes = graph.get_tensor_by_name("detection_classes:0")
        self.session = tf1.Session()

    def detect(self, frames):
        boxes, scores, classes = self.session.run(
            [self.boxes, self.scores, self.classes],
            feed_dict={self.image_tensor: np.asarray(frames)})
        results = []
        for b, s, c in zip(boxes, scores, classes):
            keep = s >= self.min_score
            results.append({"boxes": b[keep], "scores": s[keep], "classes": c[keep]})
        return results
