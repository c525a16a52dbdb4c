# source: https://github.com/NVIDIA-AI-IOT/Electron/blob/3b3e0b2e9263e1eb78ffa25d3343e07c86498528/CV/steering/rossteer.py
# note: corrected steering node: the model is loaded once when the node starts (before rospy.spin), and the per-message callback runs predict_on_batch on the single scan, which is the low-overhead call RULES.md recommends instead of Model.predict. Nothing is loaded or built per message.
import numpy as np
import rospy
from keras.models import load_model
from sensor_msgs.msg import LaserScan
from std_msgs.msg import Float32

MAX_RANGE = 12.0


class SteerNode:
    def __init__(self, model_path):
        self.model = load_model(model_path, compile=False)
        self.pub = rospy.Publisher("steer_cmd", Float32, queue_size=1)
        rospy.Subscriber("scan", LaserScan, self.callback, queue_size=1)

    @staticmethod
    def features(scan):
        ranges = np.nan_to_num(np.asarray(scan.ranges, dtype="float32"), posinf=MAX_RANGE)
        ranges = np.clip(ranges, 0.0, MAX_RANGE) / MAX_RANGE
        index = np.arange(1, len(ranges) + 1, dtype="float32") / len(ranges)
        return np.stack([index, ranges], axis=-1)[np.newaxis, ...]

    def callback(self, scan):
        out = self.model.predict_on_batch(self.features(scan))
        self.pub.publish(Float32(float(out[0][0])))


if __name__ == "__main__":
    rospy.init_node("steerNode", anonymous=True)
    SteerNode(rospy.get_param("/steer/model_path", "actconv2d.h5"))
    rospy.spin()
