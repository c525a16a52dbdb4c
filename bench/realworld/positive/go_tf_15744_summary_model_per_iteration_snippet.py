# source: https://github.com/tensorflow/tensorflow/issues/15744
# symptom: summary op fails when run after the first iteration; the model object with its placeholders and summary ops is re-created every iteration in the same graph
# expect: TFM010 19
# note: TF1 snippet as posted (helpers defined elsewhere): MyModel's constructor adds placeholders, layers and summary ops to the default graph and is called inside the training loop that runs the session; the maintainer's answer points at the per-iteration construction
class MyModel:
    def __init__(self, n_in, n_out):
        self.x = tf.placeholder(tf.float32, [None, n_in])
        self.y = tf.placeholder(tf.float32, [None, n_out])
        logits = tf.layers.dense(tf.layers.dense(self.x, 64, tf.nn.relu), n_out, reuse=tf.AUTO_REUSE, name="out")
        self.loss = tf.losses.softmax_cross_entropy(self.y, logits)
        tf.summary.scalar("loss", self.loss)
        self.summary = tf.summary.merge_all()


sess = tf.Session()
writer = tf.summary.FileWriter("logs/run1", sess.graph)
for step in range(10000):
    xb, yb = next_batch(64)
    model = MyModel(784, 10)
    if step == 0:
        sess.run(tf.global_variables_initializer())
    loss, summ = sess.run([model.loss, model.summary], feed_dict={model.x: xb, model.y: yb})
    writer.add_summary(summ, step)
