"""Fine-tune a TF-Hub BERT encoder on the disaster-tweets data."""
import logging
import shelve

import tensorflow as tf
import tensorflow_hub as hub


def build_classifier(bert_url, max_len, lr=2e-5):
    ids = tf.keras.Input(shape=(max_len,), dtype=tf.int32, name="input_word_ids")
    mask = tf.keras.Input(shape=(max_len,), dtype=tf.int32, name="input_mask")
    segs = tf.keras.Input(shape=(max_len,), dtype=tf.int32, name="segment_ids")
    encoder = hub.KerasLayer(bert_url, trainable=True)
    pooled, _ = encoder([ids, mask, segs])
    out = tf.keras.layers.Dense(1, activation="sigmoid")(pooled)
    model = tf.keras.Model(inputs=[ids, mask, segs], outputs=out)
    model.compile(tf.keras.optimizers.Adam(lr), loss="binary_crossentropy", metrics=["accuracy"])
    return model


def train_bert(model_dir, epochs=3, subset=1.0, shuffle=True):
    logging.info("loading data")
    with shelve.open("./tmp/bert_data/bert_shelf") as shelf:
        train_input = shelf["train_input"]
        train_output = shelf["train_output"]
        max_len = shelf["max_token_len"]
        bert_url = shelf["bert_url"]
    n = int(len(train_output) * subset)
    train_input = [arr[:n] for arr in train_input]

    logging.info("building model")
    model = build_classifier(bert_url, max_len)
    hist = model.fit(train_input, train_output[:n], validation_split=0.2,
                     epochs=epochs, batch_size=16, shuffle=shuffle)
    model.save_weights(f"{model_dir}/weights_{subset:.2f}.h5")
    return hist.history
