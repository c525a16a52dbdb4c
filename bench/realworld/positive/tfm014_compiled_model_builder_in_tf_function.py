# source: https://github.com/madrugado/Attention-Based-Aspect-Extraction/issues/21
# symptom: ValueError: tf.function-decorated function tried to create variables on non-first call (after the first epoch)
# expect: TFM014 31
# note: the user wrapped the model builder in @tf.function to get past the error; building and compiling a Keras model inside a tf.function creates new layer variables on every trace
import numpy as np
import tensorflow as tf
from tensorflow.keras import layers

from reader import negative_batch_generator, sentence_batch_generator


def create_model(vocab_size, maxlen, emb_dim=200, aspect_size=14):
    sentence = layers.Input(shape=(maxlen,), name="sentence_input")
    negatives = layers.Input(shape=(20, maxlen), name="neg_input")
    embed = layers.Embedding(vocab_size, emb_dim, name="word_emb")
    sent_vec = layers.GlobalAveragePooling1D()(embed(sentence))
    neg_vec = tf.reduce_mean(embed(negatives), axis=2)
    aspects = layers.Dense(aspect_size, activation="softmax")(sent_vec)
    recon = layers.Dense(emb_dim, name="aspect_emb")(aspects)
    margin = layers.Lambda(lambda t: tf.reduce_sum(tf.nn.relu(1.0 - tf.reduce_sum(t[0] * t[1], -1, keepdims=True)
                                                              + tf.einsum("bd,bnd->bn", t[0], t[2])), -1, keepdims=True))
    return tf.keras.Model([sentence, negatives], margin([recon, sent_vec, neg_vec]))


def max_margin_loss(y_true, y_pred):
    return tf.reduce_mean(y_pred)


@tf.function
def get_compiled_model(vocab_size, maxlen):
    model = create_model(vocab_size, maxlen)
    model.get_layer("word_emb").trainable = False
    model.compile(optimizer=tf.keras.optimizers.Adam(1e-3), loss=max_margin_loss, metrics=[max_margin_loss])
    return model


model = get_compiled_model(9000, 64)
sentence_batches = sentence_batch_generator("restaurant", batch_size=32)
negative_batches = negative_batch_generator("restaurant", batch_size=32, neg_size=20)
for epoch in range(15):
    for batch in range(1000):
        sentences, negatives = next(sentence_batches), next(negative_batches)
        loss, margin = model.train_on_batch([sentences, negatives], np.ones((len(sentences), 1)))
