# source: https://github.com/sahanavijay/c-110
# symptom: (from the code pattern; no issue filed) one Model.predict per captured frame in a while True loop: the per-call prediction-loop setup makes each frame slow, and on TF versions with the predict leak (TF issues 33009, 44711) memory grows while the window is open
# expect: TFM008 19
# note: pasted without its import lines (cv2, numpy, tensorflow); the classifier's predict runs once per captured frame inside the while True capture loop.
classifier = tf.keras.models.load_model("keras_model.h5")
labels = [line.strip() for line in open("labels.txt")]

camera = cv2.VideoCapture(0)
frames_seen = 0

while True:
    ok, frame = camera.read()
    if not ok:
        break
    frames_seen += 1

    resized = cv2.resize(frame, (224, 224))
    batch = np.expand_dims(np.asarray(resized, dtype=np.float32), axis=0) / 255.0
    scores = classifier.predict(batch)
    best = int(np.argmax(scores[0]))

    cv2.putText(frame, f"{labels[best]} {scores[0][best]:.2f}", (10, 30),
                cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 255, 0), 2)
    cv2.imshow("mask detector", frame)

    if cv2.waitKey(1) == 32:
        print("closing")
        break

print("frames processed:", frames_seen)
camera.release()
cv2.destroyAllWindows()
