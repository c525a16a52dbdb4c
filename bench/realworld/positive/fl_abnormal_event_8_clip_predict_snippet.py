# source: https://github.com/dexXxed/abnormal-event-detection/issues/8
# symptom: running the anomaly detector on a video in real time, playback becomes extremely laggy while it predicts on the frames (a 20 second video took about 3 minutes to play through)
# expect: TFM008 18
# note: pasted notebook cell without imports (cv2, np and the loaded spatio-temporal autoencoder come from earlier cells); once ten frames are buffered, every new frame triggers a full predict() on the sliding ten-frame clip
THRESHOLD = 0.00042
cap = cv2.VideoCapture("test_video.avi")
clip = []
while cap.isOpened():
    ok, frame = cap.read()
    if not ok:
        break
    gray = cv2.cvtColor(cv2.resize(frame, (227, 227)), cv2.COLOR_BGR2GRAY).astype("float32")
    clip.append((gray - gray.mean()) / (gray.std() + 1e-6))
    if len(clip) < 10:
        continue
    clip = clip[-10:]
    batch = np.stack(clip, axis=-1)[np.newaxis, :, :, :, np.newaxis]
    reconstruction = autoencoder.predict(batch)
    error = float(np.mean((batch - reconstruction) ** 2))
    label = "Abnormal event" if error > THRESHOLD else "Normal"
    cv2.putText(frame, label, (20, 40), cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 0, 255), 2)
    cv2.imshow("video", frame)
    if cv2.waitKey(1) & 0xFF == ord("q"):
        break
cap.release()
cv2.destroyAllWindows()
