"""Frozen-graph object detector helpers (adapted from the tutorial notebook)."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1

OUTPUT_KEYS = ["num_detections", "detection_boxes", "detection_scores",
               "detection_classes", "detection_masks"]


def load_frozen_graph(path):
    graph = tf.Graph()
    with graph.as_default():
        graph_def = tf1.GraphDef()
        with tf1.gfile.GFile(path, "rb") as fid:
            graph_def.ParseFromString(fid.read())
        tf1.import_graph_def(graph_def, name="")
    return graph


def run_inference_for_single_image(image, graph):
    with graph.as_default():
        with tf1.Session() as sess:
            names = {out.name for op in graph.get_operations() for out in op.outputs}
            tensor_dict = {}
            for key in OUTPUT_KEYS:
                if key + ":0" in names:
                    tensor_dict[key] = graph.get_tensor_by_name(key + ":0")
            if "detection_masks" in tensor_dict:
                boxes = tf.squeeze(tensor_dict["detection_boxes"], [0])
                masks = tf.squeeze(tensor_dict["detection_masks"], [0])
                n = tf.cast(tensor_dict["num_detections"][0], tf.int32)
                boxes = tf.slice(boxes, [0, 0], [n, -1])
                masks = tf.slice(masks, [0, 0, 0], [n, -1, -1])
                masks = tf.cast(tf.greater(masks, 0.5), tf.uint8)
                tensor_dict["detection_masks"] = tf.expand_dims(masks, 0)
            image_tensor = graph.get_tensor_by_name("image_tensor:0")
            output = sess.run(tensor_dict, feed_dict={image_tensor: image[None]})
    output["num_detections"] = int(output["num_detections"][0])
    output["detection_classes"] = output["detection_classes"][0].astype(np.int64)
    output["detection_boxes"] = output["detection_boxes"][0]
    output["detection_scores"] = output["detection_scores"][0]
    return output
