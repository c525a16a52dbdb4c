# source: https://github.com/tensorflow/tensorflow/issues/27120
# symptom: ValueError: tf.function-decorated function tried to create variables on non-first call (the user tried a new optimizer instance in every training step)
# expect: TFM014 28
# note: the optimizer is constructed inside the tf.function that runs every step; the model is passed in as an argument
import tensorflow as tf
from tensorflow.keras import optimizers


class SeqToSeq(tf.keras.Model):
    def __init__(self, units, src_vocab, tgt_vocab):
        super().__init__()
        self.src_embed = tf.keras.layers.Embedding(src_vocab, units)
        self.tgt_embed = tf.keras.layers.Embedding(tgt_vocab, units)
        self.encoder = tf.keras.layers.GRU(units, return_state=True)
        self.decoder = tf.keras.layers.GRU(units, return_sequences=True)
        self.project = tf.keras.layers.Dense(tgt_vocab)

    def call(self, source, target):
        _, state = self.encoder(self.src_embed(source))
        return self.project(self.decoder(self.tgt_embed(target), initial_state=state))

    def loss(self, logits, labels):
        return tf.reduce_mean(tf.keras.losses.sparse_categorical_crossentropy(labels, logits, from_logits=True))


@tf.function
def train_one_step(model, source, target_in, target_out):
    optim = optimizers.Adam(0.001)
    with tf.GradientTape() as tape:
        loss = model.loss(model(source, target_in), target_out)
    grads = tape.gradient(loss, model.trainable_variables)
    clipped, _ = tf.clip_by_global_norm(grads, 5.0)
    optim.apply_gradients(zip(clipped, model.trainable_variables))
    return loss


model = SeqToSeq(128, 8000, 6000)
for source, target_in, target_out in tf.data.Dataset.load("en_vi_pairs").batch(64):
    train_one_step(model, source, target_in, target_out)
