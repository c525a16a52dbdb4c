"""Run the detector on a camera stream; graph and session are set up once."""
import sys
import time

import cv2
import tensorflow as tf

from detection import load_frozen_graph, output_tensors, run_inference_for_single_image

MODEL = "mask_rcnn_inception_v2_coco/frozen_inference_graph.pb"


def main(source=0):
    graph = load_frozen_graph(MODEL)
    fetch, image_tensor = output_tensors(graph)
    graph.finalize()
    cap = cv2.VideoCapture(source)
    with tf.compat.v1.Session(graph=graph) as sess:
        while True:
            ok, frame = cap.read()
            if not ok:
                break
            t0 = time.time()
            result = run_inference_for_single_image(
                sess, cv2.cvtColor(frame, cv2.COLOR_BGR2RGB), fetch, image_tensor)
            print("%d objects, %.1f fps" % (result["num_detections"], 1.0 / (time.time() - t0)))
            cv2.imshow("detections", frame)
            if cv2.waitKey(1) & 0xFF == ord("q"):
                break
    cap.release()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else 0)
