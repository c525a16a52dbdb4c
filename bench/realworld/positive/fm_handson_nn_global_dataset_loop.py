# source: https://github.com/PacktPublishing/Hands-On-Neural-Networks-with-TensorFlow-2.0/blob/HEAD/Chapter05/tf2/custom.py
# symptom: the whole multi-epoch input pipeline is captured into the traced graph of run_training; rebuilding or replacing the module-level dataset later has no effect on the compiled loop
# expect: TFM003 46
# note: the book wraps everything in train(); this reader's flat script keeps the Fashion-MNIST pipeline as a module-level name and iterates it inside a tf.function instead of passing it as an argument
import tensorflow as tf
import tensorflow_datasets as tfds


def to_float(image, label):
    return tf.image.convert_image_dtype(image, tf.float32), label


train_data = (tfds.load("fashion_mnist", split="train", as_supervised=True)
              .map(to_float)
              .shuffle(1000)
              .batch(32)
              .prefetch(1)
              .repeat(10))

model = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 5, activation="relu", input_shape=(28, 28, 1)),
    tf.keras.layers.MaxPool2D(2),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(64, activation="relu"),
    tf.keras.layers.Dense(10),
])
xent = tf.losses.SparseCategoricalCrossentropy(from_logits=True)
global_step = tf.Variable(1, name="global_step")
optimizer = tf.optimizers.Adam(1e-3)
accuracy = tf.metrics.Accuracy()


@tf.function
def train_step(inputs, labels):
    with tf.GradientTape() as tape:
        logits = model(inputs)
        loss_value = xent(labels, logits)
    grads = tape.gradient(loss_value, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    global_step.assign_add(1)
    return loss_value, accuracy(labels, tf.argmax(logits, -1))


@tf.function
def run_training():
    for features, labels in train_data:
        loss_value, accuracy_value = train_step(features, labels)
        if tf.equal(tf.math.mod(global_step, 10), 0):
            tf.print(global_step, ": ", loss_value, " - accuracy: ", accuracy_value)


run_training()
