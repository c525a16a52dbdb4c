"""rospy subscriber wrappers used by the digit prediction node."""
import threading

import cv2
import numpy
import rospy
from cv_bridge import CvBridge
from sensor_msgs.msg import CompressedImage


class RosSubscriber(object):
    def __init__(self, topic, datatype):
        self.topic = topic
        self.datatype = datatype
        self._subscriber = rospy.Subscriber(self.topic, self.datatype, self.handle, queue_size=1)

    def handle(self, message):
        raise NotImplementedError


class PredictionSubscriber(RosSubscriber):
    """Receives compressed camera images and publishes the predicted digit."""

    def __init__(self, topic, model, on_prediction):
        super(PredictionSubscriber, self).__init__(topic, CompressedImage)
        self.model = model
        self.on_prediction = on_prediction
        self.bridge = CvBridge()
        self._lock = threading.Lock()

    def unpack(self, message):
        img = self.bridge.compressed_imgmsg_to_cv2(message)
        img = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY) if img.ndim == 3 else img
        img = cv2.resize(img, (28, 28)).reshape(28, 28, 1).astype("float32")
        return img / 255.0

    def handle(self, message):
        with self._lock:
            input_data = numpy.expand_dims(self.unpack(message), axis=0)
            prediction = self.model.predict(input_data)
            digit = int(numpy.argmax(prediction))
        self.on_prediction(digit)
