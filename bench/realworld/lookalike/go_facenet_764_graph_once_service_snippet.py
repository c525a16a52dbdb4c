# source: https://github.com/davidsandberg/facenet/issues/764
# symptom: memory of a local face-detection web service said to go up a bit on every request
# note: TF1 snippet (helpers defined elsewhere): the detection graph and its placeholders are built once at start-up and the graph is finalized; each request only runs Session.run with a feed_dict, which adds nothing to the graph
graph = tf.Graph()
with graph.as_default():
    images = tf.placeholder(tf.float32, [None, None, None, 3], name="input")
    pnet_out, rnet_out, onet_out = build_mtcnn(images, weights_dir="models/mtcnn")
    sess = tf.Session(graph=graph)
    restore_weights(sess, "models/mtcnn")
graph.finalize()


def detect(img):
    batch = (img[None].astype("float32") - 127.5) * 0.0078125
    prob, boxes = sess.run([onet_out["prob"], onet_out["boxes"]], feed_dict={images: batch})
    keep = prob[:, 1] > 0.9
    return boxes[keep].tolist()


@app.route("/detect", methods=["GET"])
def detect_url():
    img = read_image_from_url(request.args["url"])
    return jsonify({"boxes": detect(img)})
