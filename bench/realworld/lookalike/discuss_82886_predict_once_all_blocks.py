# source: https://discuss.ai.google.dev/t/memory-leak-in-prediction-tensorflow/82886
# symptom: none from the rules' patterns: the model is built once and all blocks are scored in a single call after they are gathered
# note: the forum post's inference shape: blocks are collected in a loop, stacked, and a tf.function wraps one model call for the whole array
import numpy as np
import tensorflow as tf
from tensorflow.keras import Input, Sequential
from tensorflow.keras.layers import Dense, Dropout, LayerNormalization


def create_model(feature_count, weights_path):
    model = Sequential([Input(shape=(feature_count,))])
    for units in [1024, 512, 256, 128, 64, 32]:
        model.add(Dense(units, activation="relu"))
        model.add(Dropout(0.2))
        model.add(LayerNormalization())
    model.add(Dense(1, activation="sigmoid"))
    model.load_weights(weights_path)
    model.trainable = False
    return model


@tf.function
def inference(model, inputs):
    return tf.stop_gradient(model(inputs, training=False))


def label_blocks(model, blocks):
    rows = []
    for block in blocks:
        rows.append(np.asarray(block["features"], dtype="float32"))
    predictions = inference(model, np.stack(rows))
    return (predictions > 0.5).numpy().astype(int)
