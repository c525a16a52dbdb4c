"""Run the detector on a camera stream and draw the boxes."""
import sys
import time

import cv2

from detection import load_frozen_graph, run_inference_for_single_image

MODEL = "ssd_mobilenet_v1_coco/frozen_inference_graph.pb"
MIN_SCORE = 0.5


def draw(frame, result):
    h, w = frame.shape[:2]
    for box, score in zip(result["detection_boxes"], result["detection_scores"]):
        if score < MIN_SCORE:
            continue
        y0, x0, y1, x1 = box
        cv2.rectangle(frame, (int(x0 * w), int(y0 * h)), (int(x1 * w), int(y1 * h)),
                      (0, 255, 0), 2)
    return frame


def main(source=0):
    graph = load_frozen_graph(MODEL)
    cap = cv2.VideoCapture(source)
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        t0 = time.time()
        rgb = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
        result = run_inference_for_single_image(rgb, graph)
        frame = draw(frame, result)
        cv2.putText(frame, "%.1f fps" % (1.0 / (time.time() - t0)), (10, 30),
                    cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 0, 255), 2)
        cv2.imshow("detections", frame)
        if cv2.waitKey(1) & 0xFF == ord("q"):
            break
    cap.release()
    cv2.destroyAllWindows()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else 0)
