# source: https://github.com/tensorflow/datasets/issues/2696
# note: the reporter's fold function starts with tf.keras.backend.clear_session() and builds the model and dataset for that fold under the strategy; the fold loop calls it once per fold
import tensorflow as tf


def build_dataset(n=20000):
    x = tf.random.normal((n, 32))
    y = tf.cast(tf.reduce_sum(x, axis=1) > 0, tf.float32)
    return tf.data.Dataset.from_tensor_slices((x, y))


def run_fold_training(k_fold, num_folds, batch_size):
    tf.keras.backend.clear_session()
    strategy = tf.distribute.get_strategy()
    with strategy.scope():
        ds = build_dataset()
        train_ds = (ds.enumerate().filter(lambda i, d: i % num_folds != k_fold).map(lambda i, d: d).batch(batch_size))
        val_ds = (ds.enumerate().filter(lambda i, d: i % num_folds == k_fold).map(lambda i, d: d).batch(batch_size))
        model = tf.keras.Sequential([
            tf.keras.layers.Dense(128, activation="relu", input_shape=(32,)),
            tf.keras.layers.Dense(1, activation="sigmoid"),
        ])
        model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    history = model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
    return history.history["val_accuracy"][-1]


if __name__ == "__main__":
    num_folds = 5
    scores = [run_fold_training(k, num_folds, 256) for k in range(num_folds)]
    print(sum(scores) / num_folds)
