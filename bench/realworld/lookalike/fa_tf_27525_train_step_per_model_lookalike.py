# source: https://github.com/tensorflow/tensorflow/issues/27525
# note: the working shape of the report's experiment: the script changes a hyperparameter and trains a fresh model each time; reusing one module-level @tf.function for every new model and optimizer raised "tried to create variables on non-first call", so the step is created per model by a factory, and each new tf.function is traced once and then reused for all the epochs of that model; the Keras session is cleared before each new model
import numpy as np
import tensorflow as tf


def make_train_step(model, optimizer, loss_fn):
    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    return train_step


def build_model(width):
    return tf.keras.Sequential([
        tf.keras.Input((32, 32, 3)),
        tf.keras.layers.Conv2D(width, 3, activation="relu"),
        tf.keras.layers.MaxPool2D(),
        tf.keras.layers.Conv2D(2 * width, 3, activation="relu"),
        tf.keras.layers.GlobalAveragePooling2D(),
        tf.keras.layers.Dense(10),
    ])


(x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
train_ds = tf.data.Dataset.from_tensor_slices((x_train / 255.0, y_train)).shuffle(50000).batch(128)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)

test_accuracy = {}
for width in [8, 16, 32, 64, 128]:
    tf.keras.backend.clear_session()
    model = build_model(width)
    optimizer = tf.keras.optimizers.Adam(1e-3)
    train_step = make_train_step(model, optimizer, loss_fn)
    for epoch in range(15):
        for x, y in train_ds:
            loss = train_step(x, y)
    logits = model.predict(x_test / 255.0, batch_size=512, verbose=0)
    test_accuracy[width] = float(np.mean(np.argmax(logits, axis=1) == y_test[:, 0]))
    print(width, test_accuracy[width])
