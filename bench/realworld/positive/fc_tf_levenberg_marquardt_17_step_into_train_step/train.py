import numpy as np
import tensorflow as tf

from steps import train_step

x = np.linspace(-1, 1, 1000, dtype="float32")[:, None]
y = np.sinc(3 * x).astype("float32")
dataset = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1000).batch(100).repeat()
iterator = iter(dataset)

steps = 5000
for step in range(steps):
    xb, yb = next(iterator)
    if step % 500 == 0:
        print("step", step)
    loss = train_step(xb, yb, step)
print(float(loss))
