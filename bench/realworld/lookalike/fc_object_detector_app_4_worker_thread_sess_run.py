# source: https://github.com/datitran/object_detector_app/issues/4
# note: the worker from the thread: each worker thread loads the frozen detection graph once into its own graph and session (with allow_growth), then loops over frames with `while True:`, only looking tensors up by name and running them; nothing is added to the graph inside the loop
import threading
from queue import Queue

import numpy as np
import tensorflow.compat.v1 as tf

PATH_TO_CKPT = "ssd_mobilenet_v1_coco/frozen_inference_graph.pb"


def detect_objects(frame, sess, graph):
    image_tensor = graph.get_tensor_by_name("image_tensor:0")
    boxes = graph.get_tensor_by_name("detection_boxes:0")
    scores = graph.get_tensor_by_name("detection_scores:0")
    classes = graph.get_tensor_by_name("detection_classes:0")
    return sess.run([boxes, scores, classes], feed_dict={image_tensor: np.expand_dims(frame, 0)})


def worker(input_q, output_q):
    config = tf.ConfigProto()
    config.gpu_options.allow_growth = True
    detection_graph = tf.Graph()
    with detection_graph.as_default():
        od_graph_def = tf.GraphDef()
        with tf.gfile.GFile(PATH_TO_CKPT, "rb") as fid:
            od_graph_def.ParseFromString(fid.read())
        tf.import_graph_def(od_graph_def, name="")
    sess = tf.Session(graph=detection_graph, config=config)
    while True:
        frame = input_q.get()
        output_q.put(detect_objects(frame, sess, detection_graph))


input_q, output_q = Queue(maxsize=5), Queue(maxsize=5)
for _ in range(2):
    threading.Thread(target=worker, args=(input_q, output_q), daemon=True).start()
