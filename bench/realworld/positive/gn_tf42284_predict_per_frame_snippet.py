# source: https://github.com/tensorflow/tensorflow/issues/42284
# symptom: "11 out of the last 11 calls to predict_function triggered tf.function retracing" is printed over and over and the script crawls when classifying webcam frames
# expect: TFM008 22
# note: pasted as in the issue: no imports shown, cv2/np/keras come from the user's notebook. Every captured frame goes through model.predict on a batch of one.

LABELS = ["mask", "no_mask"]
model = keras.models.load_model("mask_detector.h5")
cap = cv2.VideoCapture(0)


def prepare(frame, size=224):
    face = cv2.resize(frame, (size, size))
    face = cv2.cvtColor(face, cv2.COLOR_BGR2RGB).astype("float32") / 255.0
    return np.expand_dims(face, 0)


while True:
    ok, frame = cap.read()
    if not ok:
        break
    batch = prepare(frame)
    probs = model.predict(batch)
    label = LABELS[int(np.argmax(probs[0]))]
    cv2.putText(frame, "%s %.2f" % (label, probs[0].max()), (10, 30),
                cv2.FONT_HERSHEY_SIMPLEX, 0.8, (0, 255, 0), 2)
    cv2.imshow("mask detector", frame)
    if cv2.waitKey(1) & 0xFF == ord("q"):
        break

cap.release()
cv2.destroyAllWindows()
