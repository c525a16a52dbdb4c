# source: https://github.com/keras-team/keras/issues/5640
# symptom: sharing one loaded model between Flask threads fails, so the model is loaded on each request thread; loading takes about a second, two thirds of every request, and each request leaves another model behind
# expect: TFM009 8
# note: a snippet from a larger app with no imports shown (app, request, jsonify, load_model, np and preprocess come from the rest of the module); the handler loads the classifier for every request
@app.route("/classify", methods=["POST"])
def classify():
    image = preprocess(request.files["image"].read())
    model = load_model("models/classifier.h5")
    probs = model.predict(image[np.newaxis])[0]
    top = int(np.argmax(probs))
    return jsonify({"label": LABELS[top], "confidence": float(probs[top])})
