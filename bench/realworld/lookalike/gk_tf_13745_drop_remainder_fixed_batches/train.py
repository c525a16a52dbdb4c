import glob
import os

import tensorflow as tf

from pipeline import FRAMES, MELS, make_dataset

BATCH = 64
CLASSES = sorted(os.listdir("speech_commands/train"))

paths = sorted(glob.glob("speech_commands/train/*/*.wav"))
labels = [CLASSES.index(p.split(os.sep)[-2]) for p in paths]
train_ds = make_dataset(paths, labels, BATCH, training=True)

model = tf.keras.Sequential([
    tf.keras.layers.Input(shape=(FRAMES, MELS)),
    tf.keras.layers.Conv1D(64, 3, activation="relu"),
    tf.keras.layers.GlobalMaxPooling1D(),
    tf.keras.layers.Dense(len(CLASSES)),
])
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(30):
    for step, (x, y) in enumerate(train_ds):
        loss = train_step(x, y)
    print(epoch, float(loss), train_step.experimental_get_tracing_count())
