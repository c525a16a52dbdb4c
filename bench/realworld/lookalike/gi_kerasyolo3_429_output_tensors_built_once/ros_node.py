import rospy
from cv_bridge import CvBridge
from PIL import Image
from sensor_msgs.msg import Image as ImageMsg
from std_msgs.msg import String

from yolo import YOLO

ANCHORS = [10, 13, 16, 30, 33, 23, 30, 61, 62, 45, 59, 119, 116, 90, 156, 198, 373, 326]


class DetectorNode:
    def __init__(self):
        names = open(rospy.get_param("~classes", "model_data/classes.txt")).read().splitlines()
        self.yolo = YOLO(rospy.get_param("~model", "model_data/trained.h5"), ANCHORS, names)
        self.bridge = CvBridge()
        self.pub = rospy.Publisher("detections", String, queue_size=1)
        rospy.Subscriber("camera/image_raw", ImageMsg, self.on_image, queue_size=1)

    def on_image(self, msg):
        frame = self.bridge.imgmsg_to_cv2(msg, "rgb8")
        boxes, scores, classes = self.yolo.detect_image(Image.fromarray(frame))
        labels = [self.yolo.class_names[c] for c in classes]
        self.pub.publish(",".join("%s:%.2f" % (l, s) for l, s in zip(labels, scores)))


if __name__ == "__main__":
    rospy.init_node("yolo_detector")
    DetectorNode()
    rospy.spin()
