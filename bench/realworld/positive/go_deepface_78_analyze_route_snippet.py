# source: https://github.com/serengil/deepface/issues/78
# symptom: RAM grows with every analyze query of the service even after the models were moved to load once (6 GB at start, 8.5 GB after one query, then more)
# expect: TFM008 29
# expect: TFM008 30
# note: service snippet as posted, no imports: models are loaded once at module level, but the request handler runs model.predict on every query
app = Flask(__name__)

emotion_model = load_model("weights/facial_expression_model.h5")
age_model = load_model("weights/age_model.h5")
EMOTIONS = ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"]


def to_gray_48(face):
    gray = cv2.cvtColor(face, cv2.COLOR_BGR2GRAY)
    return cv2.resize(gray, (48, 48)).astype("float32")[None, :, :, None] / 255.0


def to_rgb_224(face):
    return cv2.resize(face, (224, 224)).astype("float32")[None] / 255.0


@app.route("/analyze", methods=["POST"])
def analyze():
    raw = np.frombuffer(request.files["img"].read(), np.uint8)
    img = cv2.imdecode(raw, cv2.IMREAD_COLOR)
    face = detect_and_align(img)
    if face is None:
        return jsonify({"error": "no face"}), 400
    emotion = emotion_model.predict(to_gray_48(face))[0]
    age_dist = age_model.predict(to_rgb_224(face))[0]
    return jsonify({
        "dominant_emotion": EMOTIONS[int(np.argmax(emotion))],
        "age": float(np.sum(age_dist * np.arange(101))),
    })
