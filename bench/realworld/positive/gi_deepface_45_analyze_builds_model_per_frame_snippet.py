# source: https://github.com/serengil/deepface/issues/45
# symptom: running facial attribute analysis on a video, memory keeps stacking up frame after frame
# expect: TFM009 10
# note: no imports, as pasted; the analyze helper of that time loaded the emotion model on every call (the maintainer later advised building models once); detect_face and EMOTIONS come from the user's script
def analyze(img, actions=("emotion",)):
    resp = {}
    face = detect_face(img, target_size=(48, 48), grayscale=True)
    if face is None:
        return resp
    emotion_model = tf.keras.models.load_model("weights/facial_expression_model.h5", compile=False)
    emotion_predictions = emotion_model(face, training=False).numpy()[0, :]
    total = emotion_predictions.sum()
    resp["emotion"] = {label: 100 * float(p) / total for label, p in zip(EMOTIONS, emotion_predictions)}
    resp["dominant_emotion"] = EMOTIONS[int(emotion_predictions.argmax())]
    return resp


cap = cv2.VideoCapture("input/interview.mp4")
frame_no = 0
while True:
    ret, frame = cap.read()
    if not ret:
        break
    result = analyze(frame)
    if result:
        print(frame_no, result["dominant_emotion"])
    frame_no += 1
