import time

import cv2

from .predict import model_from_checkpoint_path, predict, visualize_segmentation


def predict_video(model=None, inp=None, output=None, checkpoints_path=None, display=False, overlay_img=True):
    if model is None:
        model = model_from_checkpoint_path(checkpoints_path)
    cap = cv2.VideoCapture(0 if inp is None else inp)
    writer = None
    if output:
        fourcc = cv2.VideoWriter_fourcc(*"XVID")
        size = (int(cap.get(cv2.CAP_PROP_FRAME_WIDTH)), int(cap.get(cv2.CAP_PROP_FRAME_HEIGHT)))
        writer = cv2.VideoWriter(output, fourcc, cap.get(cv2.CAP_PROP_FPS) or 25, size)
    while cap.isOpened():
        ok, frame = cap.read()
        if not ok:
            break
        start = time.time()
        seg = predict(model=model, inp=frame)
        fused = visualize_segmentation(seg, frame, n_classes=model.n_classes, overlay_img=overlay_img)
        print(f"FPS: {1 / (time.time() - start):.1f}")
        if writer is not None:
            writer.write(fused)
        if display:
            cv2.imshow("Frame masked", fused)
            if cv2.waitKey(1) & 0xFF == ord("q"):
                break
    cap.release()
    if writer is not None:
        writer.release()
    cv2.destroyAllWindows()
