import numpy as np
import tensorflow as tf

from hpo import TransformerSearch

if __name__ == "__main__":
    data = np.load("ford_a_windows.npz")
    train = tf.data.Dataset.from_tensor_slices((data["x_train"], data["y_train"])).shuffle(4096).batch(64)
    val = tf.data.Dataset.from_tensor_slices((data["x_val"], data["y_val"])).batch(256)
    best_hp, best_score = TransformerSearch(input_shape=(500, 1), n_classes=2).run(train, val)
    print("best", best_hp, best_score)
