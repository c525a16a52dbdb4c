# source: https://github.com/tensorflow/tensorflow/issues/46661
# symptom: RSS grows steadily while a VGG16-based model predicts in a loop (regression in TF 2.4); the reporter shows the leak only happens when the model call is wrapped in @tf.function and not without it, whether numpy arrays or tensors are fed
# expect: TFM001 27
# note: the reporter's follow-up script: two VGG block-1 convolutions in a subclassed model, a module-level tf.function around the call (no input_signature), and a loop that calls it thousands of times while recording memory
import os

import numpy as np
import psutil
import tensorflow as tf
import tqdm


class BlockOne(tf.keras.models.Model):
    def __init__(self):
        super().__init__()
        self.layer_1 = tf.keras.layers.Conv2D(64, (3, 3), activation="relu", padding="same", name="block1_conv1")
        self.layer_2 = tf.keras.layers.Conv2D(64, (3, 3), activation="relu", padding="same", name="block1_conv2")

    def call(self, inputs):
        return self.layer_2(self.layer_1(inputs))


model = BlockOne()
process = psutil.Process(os.getpid())


@tf.function
def run_model(inputs):
    return model(inputs)


def run_predictions(iterations):
    inputs = np.random.rand(1, 256, 256, 3).astype("float32")
    memory_used = []
    for _ in tqdm.tqdm(range(iterations)):
        run_model(inputs)
        memory_used.append(process.memory_info().rss / 2 ** 20)
    return memory_used


if __name__ == "__main__":
    usage = run_predictions(5000)
    print("start %.1f MB, end %.1f MB" % (usage[0], usage[-1]))
