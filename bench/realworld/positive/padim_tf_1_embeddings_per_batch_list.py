# source: https://github.com/remmarp/PaDiM-TF/issues/1
# symptom: with an augmented training set spun for several epochs, the list of collected intermediate outputs grows until out of memory
# expect: TFM012 33
# note: PaDiM collects the concatenated feature maps of every batch to compute a mean and covariance; the thread's snippet converts each batch with .numpy(), the case keeps the variant that appends the tensor itself (the device-memory form of the same growth)
import numpy as np
import tensorflow as tf

h, w, c = 56, 56, 448
batch_size = 32


def embedding_concat(x, y):
    y = tf.image.resize(y, tf.shape(x)[1:3], method="nearest")
    return tf.concat([x, y], axis=-1)


def build_feature_extractor():
    base = tf.keras.applications.ResNet50(include_top=False, weights="imagenet", input_shape=(224, 224, 3))
    layers = [base.get_layer(n).output for n in ("conv2_block3_out", "conv3_block4_out", "conv4_block6_out")]
    return tf.keras.Model(base.input, layers)


def augment(image, label, mask):
    return tf.image.random_flip_left_right(image), label, mask


def fit_gaussian(train_set, net, epochs=3):
    out = []
    for _ in range(epochs):
        for x, _, _ in train_set:
            l1, l2, l3 = net(x)
            _out = tf.reshape(embedding_concat(embedding_concat(l1, l2), l3), (batch_size, h * w, -1))
            out.append(_out)
    out = tf.concat(out, axis=0)
    mean = tf.reduce_mean(out, axis=0)
    centered = out - mean
    cov = tf.einsum("nlc,nld->lcd", centered, centered) / tf.cast(tf.shape(out)[0] - 1, tf.float32)
    return mean.numpy(), cov.numpy()


if __name__ == "__main__":
    images = np.load("mvtec_bottle_train.npy").astype("float32")
    train_set = (tf.data.Dataset.from_tensor_slices((images, np.zeros(len(images)), np.zeros(len(images))))
                 .map(augment).batch(batch_size, drop_remainder=True))
    mean, cov = fit_gaussian(train_set, build_feature_extractor())
    print(mean.shape, cov.shape)
