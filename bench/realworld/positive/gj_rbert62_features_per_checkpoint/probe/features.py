import numpy as np
import tensorflow as tf
from transformers import BertTokenizerFast, TFBertModel


def build_feature_model(checkpoint, max_len, layers=(-1, -2, -3, -4)):
    bert = TFBertModel.from_pretrained(checkpoint, output_hidden_states=True)
    input_ids = tf.keras.Input(shape=(max_len,), dtype=tf.int32, name="input_ids")
    attention_mask = tf.keras.Input(shape=(max_len,), dtype=tf.int32, name="attention_mask")
    hidden = bert(input_ids=input_ids, attention_mask=attention_mask).hidden_states
    stacked = tf.keras.layers.Concatenate(axis=-1)([hidden[i] for i in layers])
    return tf.keras.Model(inputs=[input_ids, attention_mask], outputs=stacked)


def extract_features(checkpoint, sentences, max_len=64, batch_size=32):
    tokenizer = BertTokenizerFast.from_pretrained(checkpoint)
    enc = tokenizer(sentences, padding="max_length", truncation=True,
                    max_length=max_len, return_tensors="np")
    model = build_feature_model(checkpoint, max_len)
    feats = model.predict([enc["input_ids"], enc["attention_mask"]], batch_size=batch_size, verbose=0)
    mask = enc["attention_mask"][..., None].astype(np.float32)
    return (feats * mask).sum(axis=1) / mask.sum(axis=1)
