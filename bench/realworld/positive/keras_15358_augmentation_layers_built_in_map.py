# source: https://github.com/keras-team/keras/issues/15358
# symptom: using Keras augmentation layers inside a tf.data map function with a new seed per batch fails with "ValueError: Tensor-typed variable initializers must either be wrapped in an init_scope or callable": the layers are constructed inside the traced map function on every call
# expect: TFM014 26
# expect: TFM014 27
# note: the reporter's pipeline: a tf.random.Generator hands out a seed per batch and the mapped function builds RandomFlip/RandomRotation layers with it, inside the function that Dataset.map traces
import tensorflow as tf
from tensorflow.keras import layers

AUTO = tf.data.AUTOTUNE
BATCH = 64

(x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()


def cifar_process(x, y):
    return tf.cast(x, tf.float32) / 255.0, tf.cast(y[0], tf.float32)


rng = tf.random.Generator.from_seed(123, alg="philox")


def rand_augmentation(x, y):
    seed = rng.make_seeds(2)[0]

    def apply_augment(images):
        images = layers.RandomFlip("horizontal", seed=int(seed[0]))(images)
        images = layers.RandomRotation(0.1, seed=int(seed[1]))(images)
        return images

    return apply_augment(x), y


train_ds = (
    tf.data.Dataset.from_tensor_slices((x_train, y_train))
    .map(cifar_process, num_parallel_calls=AUTO)
    .shuffle(buffer_size=1024)
    .batch(BATCH)
    .map(rand_augmentation, num_parallel_calls=AUTO)
    .prefetch(AUTO)
)

model = tf.keras.applications.ResNet50V2(weights=None, input_shape=(32, 32, 3), classes=1, classifier_activation="sigmoid")
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=5)
