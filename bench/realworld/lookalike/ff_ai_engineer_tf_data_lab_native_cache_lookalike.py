# source: https://ai-engineer-zt0.pages.dev/AI-Engineer/cv-engineer/phase-04-tensorflow/lab-02-tf-data-pipeline/index.html
# note: look-alike, the lab's recommended order: decode/resize with TensorFlow ops in a parallel map, an in-memory cache() right after it, a 1,000-element shuffle, batch, a batched augmentation map, and prefetch(AUTOTUNE); the cached map has no py_function or numpy_function, so the cache holds decoded tensors computed by the graph, and no buffer is a large literal
import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE
IMG_SIZE = 224


def preprocess(path, label):
    image = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    image = tf.image.resize(image, (IMG_SIZE, IMG_SIZE)) / 255.0
    return image, label


def augment(images, labels):
    images = tf.image.random_flip_left_right(images)
    images = tf.image.random_brightness(images, max_delta=0.1)
    return images, labels


def make_dataset(paths, labels, batch_size=32):
    return (
        tf.data.Dataset.from_tensor_slices((paths, labels))
        .map(preprocess, num_parallel_calls=AUTOTUNE)
        .cache()
        .shuffle(1000)
        .batch(batch_size, drop_remainder=True)
        .map(augment, num_parallel_calls=AUTOTUNE)
        .prefetch(AUTOTUNE)
    )


if __name__ == "__main__":
    paths = tf.io.gfile.glob("data/train/*/*.jpg")
    classes = sorted({p.split("/")[-2] for p in paths})
    labels = [classes.index(p.split("/")[-2]) for p in paths]
    ds = make_dataset(paths, labels)
    model = tf.keras.applications.MobileNetV2(input_shape=(IMG_SIZE, IMG_SIZE, 3), weights=None,
                                              classes=len(classes))
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(ds, epochs=5)
