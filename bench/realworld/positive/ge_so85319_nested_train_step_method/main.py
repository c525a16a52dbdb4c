import argparse

import tensorflow as tf

from encoder.model import DenoisingEncoder
from encoder.trainer import EncoderTrainer

parser = argparse.ArgumentParser()
parser.add_argument("--epochs", type=int, default=100)
args = parser.parse_args()

(x, _), _ = tf.keras.datasets.mnist.load_data()
ds = tf.data.Dataset.from_tensor_slices(x.reshape(-1, 784).astype("float32") / 255.0).batch(256)

trainer = EncoderTrainer(DenoisingEncoder())
for epoch in range(args.epochs):
    loss, seconds = trainer.train_epoch(ds)
    print(f"epoch {epoch}: loss={loss:.5f} ({seconds:.1f}s)")
