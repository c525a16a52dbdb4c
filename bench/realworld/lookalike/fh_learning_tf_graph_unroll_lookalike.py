# source: https://github.com/sahil9001/learning-tensorflow/blob/HEAD/variable.py
# symptom: none: a fixed, small graph is unrolled once, then evaluated
# note: the loop that creates ops unrolls a five-step computation once while building the graph and runs no session; the loop that runs the session only evaluates tensors that already exist
import tensorflow as tf

tf.compat.v1.disable_eager_execution()


def forward_pass(w, x):
    return tf.matmul(w, x)


def unrolled_predictions(x, niter=5):
    with tf.compat.v1.variable_scope("model", reuse=tf.compat.v1.AUTO_REUSE):
        w = tf.compat.v1.get_variable("weights", shape=(1, 2),
                                      initializer=tf.compat.v1.truncated_normal_initializer())
    preds = []
    for _ in range(niter):
        preds.append(forward_pass(w, x))
        w = w + 0.1
    return preds


with tf.compat.v1.Session() as sess:
    preds = unrolled_predictions(tf.constant([[3.2, 5.1, 7.2], [4.3, 6.2, 8.3]]))
    sess.run(tf.compat.v1.global_variables_initializer())
    for i, p in enumerate(preds):
        print(i, p.eval())
