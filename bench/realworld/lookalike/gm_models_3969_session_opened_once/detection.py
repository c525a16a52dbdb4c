"""Frozen-graph object detector helpers (session kept open by the caller)."""
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


def load_frozen_graph(path):
    graph = tf.Graph()
    with graph.as_default():
        graph_def = tf1.GraphDef()
        with tf1.gfile.GFile(path, "rb") as fid:
            graph_def.ParseFromString(fid.read())
        tf1.import_graph_def(graph_def, name="")
    return graph


def output_tensors(graph):
    with graph.as_default():
        fetch = {key: graph.get_tensor_by_name(key + ":0")
                 for key in ["num_detections", "detection_boxes", "detection_scores",
                             "detection_classes"]}
        masks = graph.get_tensor_by_name("detection_masks:0")
        n = tf.cast(fetch["num_detections"][0], tf.int32)
        masks = tf.slice(tf.squeeze(masks, [0]), [0, 0, 0], [n, -1, -1])
        fetch["detection_masks"] = tf.cast(tf.greater(masks, 0.5), tf.uint8)
    return fetch, graph.get_tensor_by_name("image_tensor:0")


def run_inference_for_single_image(sess, image, fetch, image_tensor):
    output = sess.run(fetch, feed_dict={image_tensor: image[None]})
    return {
        "num_detections": int(output["num_detections"][0]),
        "detection_boxes": output["detection_boxes"][0],
        "detection_scores": output["detection_scores"][0],
        "detection_classes": output["detection_classes"][0].astype(np.int64),
        "detection_masks": output["detection_masks"],
    }
