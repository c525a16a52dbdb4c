# source: https://github.com/tensorflow/models/pull/2333
# note: object-detection inference over a folder in TF1 style. The loop looks tensors up by name (get_tensor_by_name) and runs the session; get_tensor_by_name only reads the existing graph and adds no ops, and the frozen graph is imported once before the loop. The PR moved the lookups out of the loop for tidiness; neither version grows the graph.
import argparse
import os

import numpy as np
import tensorflow.compat.v1 as tf
from PIL import Image

tf.disable_v2_behavior()


def load_frozen_graph(path):
    detection_graph = tf.Graph()
    with detection_graph.as_default():
        od_graph_def = tf.GraphDef()
        with tf.gfile.GFile(path, "rb") as fid:
            od_graph_def.ParseFromString(fid.read())
            tf.import_graph_def(od_graph_def, name="")
    return detection_graph


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--graph", default="ssd_mobilenet_v1_coco/frozen_inference_graph.pb")
    parser.add_argument("--images", default="test_images")
    parser.add_argument("--min_score", type=float, default=0.5)
    args = parser.parse_args()

    detection_graph = load_frozen_graph(args.graph)
    with tf.Session(graph=detection_graph) as sess:
        for name in sorted(os.listdir(args.images)):
            image_np = np.array(Image.open(os.path.join(args.images, name)).convert("RGB"))
            image_tensor = detection_graph.get_tensor_by_name("image_tensor:0")
            boxes = detection_graph.get_tensor_by_name("detection_boxes:0")
            scores = detection_graph.get_tensor_by_name("detection_scores:0")
            classes = detection_graph.get_tensor_by_name("detection_classes:0")
            (b, s, c) = sess.run([boxes, scores, classes],
                                 feed_dict={image_tensor: np.expand_dims(image_np, axis=0)})
            keep = s[0] >= args.min_score
            print(name, c[0][keep].astype(int).tolist(), np.round(b[0][keep], 3).tolist())


if __name__ == "__main__":
    main()
