# source: https://github.com/tensorflow/tensorflow/issues/48851
# note: the report's counter with the variable created inside the decorated __call__ only under `if self.count is None:`; it is created on the first trace and reused afterwards (the documented singleton pattern), and __call__ takes no arguments, so the per-batch calls reuse one graph

import os

os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import tensorflow as tf


class Count:
    def __init__(self):
        self.count = None

    @tf.function
    def __call__(self):
        print("This function is tracing !")
        if self.count is None:
            self.count = tf.Variable(0)
        tf.print("This function is executing !")
        return self.count.assign_add(1)


(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
train_ds = tf.data.Dataset.from_tensor_slices((x_train / 255.0, y_train)).batch(64)
model = tf.keras.Sequential([tf.keras.layers.Flatten(), tf.keras.layers.Dense(10)])
model.compile(optimizer="adam",
              loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))

counter = Count()
for epoch in range(3):
    for images, labels in train_ds:
        loss = model.train_on_batch(images, labels)
        step = counter()
        if int(step) % 500 == 0:
            print("epoch", epoch, "step", int(step), "loss", float(loss))
