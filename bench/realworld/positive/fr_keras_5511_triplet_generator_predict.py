# source: https://github.com/keras-team/keras/issues/5511
# symptom: FaceNet-style hard-negative selection calls model.predict inside the Python generator that feeds model.fit; it fails with "... is not an element of this graph" in threaded generators and, where it runs, every batch pays for a full predict loop
# expect: TFM008 36
# note: the generator embeds a candidate pool with the current network on every batch to pick the hardest negative for each anchor, then yields the triplet batch to fit
import numpy as np
import tensorflow as tf
from tensorflow import keras

EMB_DIM = 128


def build_embedder(input_shape=(96, 96, 3)):
    base = keras.applications.MobileNetV2(input_shape=input_shape, include_top=False, weights=None, pooling="avg")
    x = keras.layers.Dense(EMB_DIM)(base.output)
    x = keras.layers.Lambda(lambda t: tf.math.l2_normalize(t, axis=1))(x)
    return keras.Model(base.input, x, name="embedder")


def triplet_model(embedder, input_shape=(96, 96, 3)):
    a, p, n = (keras.Input(input_shape) for _ in range(3))
    merged = keras.layers.Concatenate()([embedder(a), embedder(p), embedder(n)])
    return keras.Model([a, p, n], merged)


def triplet_loss(_, y_pred, margin=0.2):
    a, p, n = y_pred[:, :EMB_DIM], y_pred[:, EMB_DIM:2 * EMB_DIM], y_pred[:, 2 * EMB_DIM:]
    return tf.maximum(tf.reduce_sum((a - p) ** 2, 1) - tf.reduce_sum((a - n) ** 2, 1) + margin, 0.0)


def hard_triplets(images, labels, embedder, batch_size=32, pool_size=512):
    by_label = {c: np.where(labels == c)[0] for c in np.unique(labels)}
    while True:
        anchors = np.random.choice(len(images), batch_size, replace=False)
        positives = np.array([np.random.choice(by_label[labels[i]]) for i in anchors])
        pool = np.random.choice(len(images), pool_size, replace=False)
        emb_a = embedder.predict(images[anchors], verbose=0)
        emb_pool = embedder.predict(images[pool], verbose=0)
        dists = ((emb_a[:, None, :] - emb_pool[None, :, :]) ** 2).sum(-1)
        dists[labels[anchors][:, None] == labels[pool][None, :]] = np.inf
        negatives = pool[dists.argmin(axis=1)]
        yield [images[anchors], images[positives], images[negatives]], np.zeros(batch_size)


if __name__ == "__main__":
    data = np.load("faces_96.npz")
    x, y = data["images"].astype("float32") / 255.0, data["labels"]
    embedder = build_embedder()
    model = triplet_model(embedder)
    model.compile(optimizer=keras.optimizers.Adam(1e-4), loss=triplet_loss)
    model.fit(hard_triplets(x, y, embedder), steps_per_epoch=500, epochs=50)
