#!/usr/bin/env python
"""ROS node: classify MNIST-style digits from /camera/image/compressed and publish on /number."""
import os

import keras
import rospy
from keras.layers import Conv2D, Dense, Dropout, Flatten, MaxPooling2D
from keras.models import Sequential
from std_msgs.msg import Int32

from subscribers import PredictionSubscriber

RESOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Resources")


def load_digit_model(weights_path, num_classes=10):
    model = Sequential()
    model.add(Conv2D(32, kernel_size=(3, 3), activation="relu", input_shape=(28, 28, 1)))
    model.add(Conv2D(64, kernel_size=(3, 3), activation="relu"))
    model.add(MaxPooling2D(pool_size=(2, 2)))
    model.add(Dropout(0.25))
    model.add(Flatten())
    model.add(Dense(128, activation="relu"))
    model.add(Dropout(0.5))
    model.add(Dense(num_classes, activation="softmax"))
    model.compile(loss=keras.losses.categorical_crossentropy,
                  optimizer=keras.optimizers.Adadelta(), metrics=["accuracy"])
    model.load_weights(weights_path)
    return model


class RosPredictionApp(object):
    def __init__(self, rate_hz=3):
        self.publisher = rospy.Publisher("/number", Int32, queue_size=1)
        model = load_digit_model(os.path.join(RESOURCES, "weights-best.hdf5"))
        self.subscriber = PredictionSubscriber("/camera/image/compressed", model, self.publish)
        self.rate = rospy.Rate(rate_hz)

    def publish(self, digit):
        self.publisher.publish(digit)

    def run(self):
        while not rospy.is_shutdown():
            self.rate.sleep()


if __name__ == "__main__":
    rospy.init_node("prediction", anonymous=False)
    RosPredictionApp().run()
