import numpy as np
import tensorflow as tf
from memory_profiler import profile
from tqdm import tqdm

from gan_trainer import GanTrainer, BATCH_SIZE


def load_frames(path):
    frames = np.load(path)["frames"].astype("float32")
    return tf.data.Dataset.from_tensor_slices(frames).shuffle(512).batch(BATCH_SIZE, drop_remainder=True)


@profile
def train(epochs=200):
    dataset = load_frames("data/films.npz")
    trainer = GanTrainer(frame_shape=(64, 64, 1))
    for epoch in range(epochs):
        d_hist, g_hist = [], []
        for batch in tqdm(dataset, desc=f"epoch {epoch}"):
            d_loss, g_loss = trainer.train_step(batch)
            d_hist.append(float(d_loss))
            g_hist.append(float(g_loss))
        print(epoch, np.mean(d_hist), np.mean(g_hist))


if __name__ == "__main__":
    train()
