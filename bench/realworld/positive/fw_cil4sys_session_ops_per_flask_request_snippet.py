# source: https://github.com/tbinetruy/CIL4SYS/blob/HEAD/server/main.py
# symptom: repository code (no issue text): the demo server builds constants, a variable and a matmul in the default TF 1.x graph inside the route and runs them in a new Session; every request adds ops to the same global graph, which only grows
# expect: TFM010 11
# expect: TFM002 12
# expect: TFM010 29
# note: pasted as in the report, without imports (app is a Flask app and tf is TensorFlow 1.x); both routes run once per HTTP request

@app.route("/")
def hello():
    with tf.Session() as sess:
        x = tf.constant([[37.0, -23.0], [1.0, 4.0]])
        w = tf.Variable(tf.random_uniform([2, 2]))
        y = tf.matmul(x, w)
        output = tf.nn.softmax(y)
        init_op = w.initializer

        sess.run(init_op)
        result = sess.run([y, output])
        return result.__repr__()


@app.route("/score", methods=["POST"])
def score():
    payload = request.get_json()
    rows = payload["rows"]
    with tf.Session() as sess:
        features = tf.constant(rows, dtype=tf.float32)
        weights = tf.constant(WEIGHTS, dtype=tf.float32)
        scores = tf.matmul(features, weights)
        probs = tf.nn.softmax(scores)
        out = sess.run(probs)
    return jsonify({"probs": out.tolist()})
