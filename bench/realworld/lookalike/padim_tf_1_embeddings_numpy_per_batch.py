# source: https://github.com/remmarp/PaDiM-TF/issues/1
# note: the thread's own snippet: each batch's embedding is converted with .numpy() before it is appended, so the list holds host arrays, not tensors (its RAM growth is the size of the statistics PaDiM needs)
import numpy as np
import tensorflow as tf

h, w = 56, 56
batch_size = 32


def embedding_concat(x, y):
    y = tf.image.resize(y, tf.shape(x)[1:3], method="nearest")
    return tf.concat([x, y], axis=-1)


def collect(train_set, net):
    out = []
    for x, _, _ in train_set:
        l1, l2, l3 = net(x)
        _out = tf.reshape(embedding_concat(embedding_concat(l1, l2), l3), (batch_size, h * w, -1))
        out.append(_out.numpy())
    out = np.concatenate(out, axis=0)
    return out.mean(axis=0)


if __name__ == "__main__":
    base = tf.keras.applications.ResNet50(include_top=False, weights="imagenet", input_shape=(224, 224, 3))
    net = tf.keras.Model(base.input, [base.get_layer(n).output for n in ("conv2_block3_out", "conv3_block4_out", "conv4_block6_out")])
    images = np.load("mvtec_bottle_train.npy").astype("float32")
    ds = tf.data.Dataset.from_tensor_slices((images, np.zeros(len(images)), np.zeros(len(images)))).batch(batch_size, drop_remainder=True)
    print(collect(ds, net).shape)
