"""Dense regressor that maps allele counts to (x, y) sample coordinates."""
from dataclasses import dataclass

import tensorflow as tf


@dataclass
class NetConfig:
    width: int = 256
    depth: int = 10
    dropout: float = 0.25
    learning_rate: float = 1e-3


def distance_loss(y_true, y_pred):
    return tf.sqrt(tf.reduce_sum(tf.square(y_pred - y_true), axis=-1))


def _hidden_stack(cfg):
    first = [tf.keras.layers.Dense(cfg.width, activation="elu") for _ in range(cfg.depth // 2)]
    second = [tf.keras.layers.Dense(cfg.width, activation="elu") for _ in range(cfg.depth - cfg.depth // 2)]
    return first + [tf.keras.layers.Dropout(cfg.dropout)] + second


def make_regressor(n_snps, cfg):
    layers = [tf.keras.Input(shape=(n_snps,)), tf.keras.layers.BatchNormalization()]
    layers += _hidden_stack(cfg)
    layers += [tf.keras.layers.Dense(2), tf.keras.layers.Dense(2)]
    net = tf.keras.Sequential(layers, name="locator_net")
    net.compile(optimizer=tf.keras.optimizers.Adam(cfg.learning_rate), loss=distance_loss)
    return net
