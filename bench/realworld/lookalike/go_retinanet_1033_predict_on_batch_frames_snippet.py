# source: https://github.com/fizyr/keras-retinanet/issues/1033
# symptom: memory consumption while running inference on video frames with a ResNet50 RetinaNet on CPU
# note: loop over frames with the model loaded once and predict_on_batch on a single preprocessed frame; predict_on_batch runs one batch directly without building a prediction loop per call (snippet, helpers from keras_retinanet assumed imported elsewhere)
model = models.load_model("snapshots/resnet50_csv_50_inference.h5", backbone_name="resnet50")
labels = {0: "car", 1: "truck", 2: "person"}

cap = cv2.VideoCapture("traffic.mp4")
detections = []
frame_idx = 0
while True:
    ok, frame = cap.read()
    if not ok:
        break
    image = preprocess_image(frame)
    image, scale = resize_image(image, min_side=608, max_side=1024)
    boxes, scores, classes = model.predict_on_batch(np.expand_dims(image, axis=0))
    boxes /= scale
    for box, score, cls in zip(boxes[0], scores[0], classes[0]):
        if score < 0.5:
            break
        detections.append((frame_idx, labels[int(cls)], float(score), box.astype(int).tolist()))
    frame_idx += 1
cap.release()
print(len(detections), "detections in", frame_idx, "frames")
