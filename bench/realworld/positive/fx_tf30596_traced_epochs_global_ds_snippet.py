# source: https://github.com/tensorflow/tensorflow/issues/30596
# symptom: a manual GradientTape loop is much slower than model.fit; the commenter wraps the whole multi-epoch loop, which iterates the module-level dataset, in tf.function to compare timings
# expect: TFM003 26
# note: pasted from the thread without imports (tf and time come from the reporter's session); the traced function takes no arguments and loops over the global dataset
(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
x_train = (x_train[..., None] / 255.0).astype("float32")
dataset = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(10000).batch(128)

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(10, activation="softmax"),
])
objective = tf.keras.losses.SparseCategoricalCrossentropy()
optimizer = tf.keras.optimizers.Adam()
metric = tf.keras.metrics.SparseCategoricalAccuracy()


@tf.function
def training():
    for epoch in range(10):
        cumulative_loss = 0.0
        batches = 0.0
        metric.reset_states()
        for images, labels in dataset:
            with tf.GradientTape() as tape:
                predictions = model(images, training=True)
                loss = objective(labels, predictions)
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
            cumulative_loss += loss
            batches += 1.0
            metric.update_state(labels, predictions)
        tf.print("Epoch:", epoch, cumulative_loss / batches, metric.result())


def fit_model():
    model.compile(optimizer, objective, [metric])
    model.fit(dataset, epochs=10)


def timeit(func):
    def timed():
        start = time.time()
        func()
        print(f"Took: {(time.time() - start):.5f}")
    return timed


timeit(training)()
timeit(fit_model)()
