# source: https://github.com/cleverhans-lab/cleverhans/issues/150
# symptom: the maintainers discuss generate_np: when every call constructs its own graph, crafting adversarial examples over thousands of calls means constructing thousands of tf.gradients operations instead of building one and caching it
# expect: TFM010 24
# note: Flask service, TF1 graph mode: FGSMService.generate_np builds a placeholder, the loss, tf.gradients and the perturbation ops for the incoming array on every request and then runs them; the /fgsm handler calls it once per request, so the default graph grows with the number of requests
import numpy as np
import tensorflow as tf
from flask import Flask, jsonify, request

from mnist_model import build_classifier

app = Flask(__name__)
graph = tf.get_default_graph()
sess = tf.Session(graph=graph)


class FGSMService:
    def __init__(self, model_fn, session):
        self.model_fn = model_fn
        self.sess = session

    def generate_np(self, x_val, eps=0.3, clip_min=0.0, clip_max=1.0):
        """Fast gradient sign perturbation of a NumPy batch."""
        with graph.as_default():
            x = tf.placeholder(tf.float32, shape=x_val.shape)
            logits = self.model_fn(x)
            labels = tf.stop_gradient(tf.one_hot(tf.argmax(logits, axis=1), 10))
            loss = tf.losses.softmax_cross_entropy(labels, logits)
            grad, = tf.gradients(loss, x)
            adv_x = tf.clip_by_value(x + eps * tf.sign(grad), clip_min, clip_max)
            return self.sess.run(adv_x, feed_dict={x: x_val})


with graph.as_default():
    model_fn = build_classifier(scope="mnist_cnn")
    model_fn(tf.zeros([1, 28, 28, 1]))
    tf.train.Saver().restore(sess, "checkpoints/mnist_cnn.ckpt")
service = FGSMService(model_fn, sess)


@app.route("/fgsm", methods=["POST"])
def fgsm():
    payload = request.get_json()
    images = np.asarray(payload["images"], dtype=np.float32).reshape(-1, 28, 28, 1)
    adv = service.generate_np(images, eps=float(payload.get("eps", 0.3)))
    return jsonify({"adversarial": adv.reshape(len(adv), -1).tolist()})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000)
