# source: https://github.com/DeepRNN/image_captioning/issues/40
# note: the project finalizes the default graph once the model, optimizer and saver exist, and only then enters the training loop, which does nothing but sess.run on existing ops; any op accidentally created per step would raise instead of silently growing the graph
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1
tf1.disable_eager_execution()


class CaptionGenerator(object):
    def __init__(self, vocab_size=5000, dim=512, max_len=20):
        self.images = tf1.placeholder(tf.float32, [None, 2048], name="image_features")
        self.captions = tf1.placeholder(tf.int32, [None, max_len], name="captions")
        self.masks = tf1.placeholder(tf.float32, [None, max_len], name="masks")
        emb = tf1.get_variable("embedding", [vocab_size, dim])
        init_state = tf1.layers.dense(self.images, dim, activation=tf.tanh)
        cell = tf1.nn.rnn_cell.LSTMCell(dim)
        inputs = tf.nn.embedding_lookup(emb, self.captions)
        state = tf1.nn.rnn_cell.LSTMStateTuple(init_state, init_state)
        outputs, _ = tf1.nn.dynamic_rnn(cell, inputs, initial_state=state)
        logits = tf1.layers.dense(outputs, vocab_size)
        xent = tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=tf.concat([self.captions[:, 1:], tf.zeros_like(self.captions[:, :1])], 1),
            logits=logits)
        self.loss = tf.reduce_sum(xent * self.masks) / tf.reduce_sum(self.masks)
        self.global_step = tf1.train.get_or_create_global_step()
        self.train_op = tf1.train.AdamOptimizer(1e-4).minimize(self.loss, self.global_step)
        self.saver = tf1.train.Saver(max_to_keep=3)

    def train(self, sess, data, epochs=10, save_every=1000):
        for epoch in range(epochs):
            for feats, caps, masks in data:
                _, loss, step = sess.run([self.train_op, self.loss, self.global_step],
                                         {self.images: feats, self.captions: caps, self.masks: masks})
                if step % save_every == 0:
                    self.saver.save(sess, "models/caption", global_step=step)
            print("epoch %d loss %.4f" % (epoch, loss))


def fake_batches(n=200, batch=32, max_len=20):
    rng = np.random.RandomState(0)
    return [(rng.randn(batch, 2048).astype(np.float32),
             rng.randint(0, 5000, (batch, max_len)).astype(np.int32),
             np.ones((batch, max_len), np.float32)) for _ in range(n)]


if __name__ == "__main__":
    with tf1.Session() as sess:
        model = CaptionGenerator()
        sess.run(tf1.global_variables_initializer())
        tf1.get_default_graph().finalize()
        model.train(sess, fake_batches())
