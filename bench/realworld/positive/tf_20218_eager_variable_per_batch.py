# source: https://github.com/tensorflow/tensorflow/issues/20218
# symptom: eager training runs out of GPU memory after a few hundred steps; the maintainer's diagnosis is a variable created on every minibatch (VarHandleOp logged again after the first batch)
# expect: TFM002 19
# note: the per-batch method builds a fresh gate variable each time it is called; the step loop lives in another method of the same trainer
import tensorflow as tf

tf.compat.v1.enable_eager_execution()


class LanguageModelTrainer:
    def __init__(self, vocab_size, hidden=256):
        self.embed = tf.keras.layers.Embedding(vocab_size, hidden)
        self.rnn = tf.keras.layers.GRU(hidden, return_sequences=True)
        self.proj = tf.keras.layers.Dense(vocab_size)
        self.optimizer = tf.compat.v1.train.AdamOptimizer(1e-3)
        self.hidden = hidden

    def train_batch(self, tokens, targets):
        gate = tf.Variable(tf.ones([self.hidden]), name="gate")
        with tf.GradientTape() as tape:
            states = self.rnn(self.embed(tokens)) * gate
            logits = self.proj(states)
            loss = tf.reduce_mean(
                tf.nn.sparse_softmax_cross_entropy_with_logits(labels=targets, logits=logits)
            )
        variables = self.embed.variables + self.rnn.variables + self.proj.variables + [gate]
        grads = tape.gradient(loss, variables)
        self.optimizer.apply_gradients(zip(grads, variables))
        return loss

    def fit(self, dataset, epochs=1):
        for epoch in range(epochs):
            for step, (tokens, targets) in enumerate(dataset):
                loss = self.train_batch(tokens, targets)
                if step % 100 == 0:
                    print("loss at epoch %d step %d: %f" % (epoch, step, loss.numpy()))
