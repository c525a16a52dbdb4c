# source: https://github.com/NVIDIA-AI-IOT/Electron/blob/3b3e0b2e9263e1eb78ffa25d3343e07c86498528/CV/steering/rossteer.py
# symptom: steering node lags further behind the /scan topic over time; the model is loaded from disk and predict is called in the subscriber callback for every LaserScan message
# expect: TFM009 26
# expect: TFM008 28
# note: repository code, no issue thread. The ROS subscriber callback runs once per incoming message (about 10 Hz), so the load_model and predict in it run repeatedly.
import numpy as np
import rospy
from keras.models import load_model
from sensor_msgs.msg import LaserScan
from std_msgs.msg import Float32

MODEL_PATH = rospy.get_param("/steer/model_path", "actconv2d.h5")
MAX_RANGE = 12.0

steer_pub = None


def scan_to_features(scan):
    ranges = np.nan_to_num(np.asarray(scan.ranges, dtype="float32"), posinf=MAX_RANGE)
    ranges = np.clip(ranges, 0.0, MAX_RANGE) / MAX_RANGE
    index = np.arange(1, len(ranges) + 1, dtype="float32") / len(ranges)
    return np.stack([index, ranges], axis=-1)


def callback(scan):
    steer_model = load_model(MODEL_PATH)
    features = scan_to_features(scan)
    out = steer_model.predict(features[np.newaxis, ...], batch_size=32, verbose=0)
    joystick = float(out[0][0])
    steer_pub.publish(Float32(joystick))


def listener():
    global steer_pub
    rospy.init_node("steerNode", anonymous=True)
    steer_pub = rospy.Publisher("steer_cmd", Float32, queue_size=1)
    rospy.Subscriber("scan", LaserScan, callback, queue_size=1)
    rospy.spin()


if __name__ == "__main__":
    listener()
