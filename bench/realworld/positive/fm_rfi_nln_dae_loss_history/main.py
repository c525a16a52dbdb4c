import argparse

import tensorflow as tf

from architectures import dae
from models import Autoencoder, Discriminator

parser = argparse.ArgumentParser()
parser.add_argument("--epochs", type=int, default=50)
parser.add_argument("--model_name", default="dae_hera")
args = parser.parse_args()

hera = tf.data.Dataset.from_tensor_slices(tf.random.uniform((2048, 32, 32, 1))).batch(64)
dae.train(Autoencoder(), Discriminator(), hera, args)
