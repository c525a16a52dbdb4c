"""ROS node: subscribe to the camera topic, publish annotated images."""
import queue

import numpy as np
import rospy
import tensorflow as tf
from cv_bridge import CvBridge
from sensor_msgs.msg import Image

from darknet_weights import load_weights
from yolo_v3 import detections_boxes, non_max_suppression, yolo_v3

tf1 = tf.compat.v1
tf1.disable_eager_execution()

SIZE = 416


class YoloNode(object):
    def __init__(self, weights_file, num_classes=80):
        self.weights_file = weights_file
        self.bridge = CvBridge()
        self.frames = queue.Queue(maxsize=2)
        self.inputs = tf1.placeholder(tf.float32, [1, SIZE, SIZE, 3])
        with tf1.variable_scope("detector"):
            detections = yolo_v3(self.inputs, num_classes, data_format="NHWC")
        self.boxes = detections_boxes(detections)
        self.sess = tf1.Session()
        self.pub = rospy.Publisher("/yolo/image", Image, queue_size=1)
        rospy.Subscriber("/camera/image_raw", Image, self.on_image, queue_size=1)

    def on_image(self, msg):
        if not self.frames.full():
            self.frames.put(msg)

    def detect(self, frame):
        variables = tf1.global_variables(scope="detector")
        self.sess.run(load_weights(variables, self.weights_file))
        resized = np.asarray(frame, dtype=np.float32)[None, :SIZE, :SIZE, :] / 255.0
        raw = self.sess.run(self.boxes, feed_dict={self.inputs: resized})
        return non_max_suppression(raw, confidence_threshold=0.5, iou_threshold=0.4)

    def spin(self):
        while not rospy.is_shutdown():
            msg = self.frames.get()
            frame = self.bridge.imgmsg_to_cv2(msg, "rgb8")
            boxes = self.detect(frame)
            rospy.loginfo("%d classes detected", len(boxes))
            self.pub.publish(msg)


if __name__ == "__main__":
    rospy.init_node("yolo_v3")
    YoloNode(rospy.get_param("~weights", "yolov3.weights")).spin()
