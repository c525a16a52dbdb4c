# source: https://github.com/keras-team/keras/issues/6474
# symptom: model.predict inside a Flask route takes so long on the AWS instance that the 100 s server timeout hits, while the same predict is fast from the command line
# expect: TFM008 29
# note: the route as pasted in the report, without its imports: model and graph are loaded once at module level, every POST enters graph.as_default() and calls predict on one encoded question

cnn_model = load_model("models/answer_cnn.h5")
graph = tf.get_default_graph()
vocab = json.load(open("models/vocab.json"))
answers = [line.strip() for line in open("models/answers.txt")]


def convert_input_to_vector(text, width):
    ids = [vocab.get(token, 1) for token in text.lower().split()][:width]
    ids += [0] * (width - len(ids))
    return np.array([ids], dtype="int32")


@app.route("/", methods=["GET"])
def index():
    return render_template("ask.html")


@app.route("/answer", methods=["POST"])
def answer():
    input_data = request.form["question"]
    if not input_data.strip():
        return redirect("/")
    with graph.as_default():
        prediction = cnn_model.predict(convert_input_to_vector(input_data, 321))
        data = prediction[0].tolist()
        max_index = data.index(max(data))
    return Response(stream_template("answer_layout.html", data=prediction,
                                    max_index=max_index, answer=answers[max_index],
                                    question=input_data))
