# source: https://github.com/tensorflow/tensorflow/issues/61507
# note: the version that works with @tf.function: the epoch function takes the dataset as an argument instead of reading the module-level one, as the tf.function guide recommends
import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.cifar10.load_data()
train_db = tf.data.Dataset.from_tensor_slices((x_train / 255.0, y_train)).shuffle(10000).batch(128)

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu", input_shape=(32, 32, 3)),
    tf.keras.layers.GlobalAveragePooling2D(),
    tf.keras.layers.Dense(10, activation="softmax"),
])
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy()


@tf.function
def train_one_epoch(dataset):
    total = tf.constant(0.0)
    for x, y in dataset:
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        total += loss
    return total


for epoch in range(30):
    print("epoch", epoch, float(train_one_epoch(train_db)))
