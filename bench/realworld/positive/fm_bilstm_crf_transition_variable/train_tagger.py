import tensorflow as tf
import tensorflow_addons as tfa

from tagger import TaggerModel
from corpus import load_bio_corpus

tokens, tags, vocab, tag_ids = load_bio_corpus("data/msra_train_bio.txt")
dataset = tf.data.Dataset.from_tensor_slices((tokens, tags)).shuffle(len(tokens)).batch(64, drop_remainder=True)

model = TaggerModel(vocab_size=len(vocab), num_tags=len(tag_ids))
optimizer = tf.keras.optimizers.Adam(1e-3)


# @tf.function
def train_one_step(text_batch, tags_batch):
    with tf.GradientTape() as tape:
        logits, lengths, log_likelihood = model(text_batch, tags_batch, training=True)
        loss = -tf.reduce_mean(log_likelihood)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss, logits, lengths


for epoch in range(10):
    for step, (text_batch, tags_batch) in enumerate(dataset):
        loss, logits, lengths = train_one_step(text_batch, tags_batch)
        if step % 20 == 0:
            paths = [tfa.text.viterbi_decode(l[:n], model.transitions)[0] for l, n in zip(logits, lengths)]
            print(epoch, step, float(loss), len(paths))
