# source: https://stackoverflow.com/questions/49707062
# symptom: host memory use explodes: prefetch after batch buffers that many batches, not that many examples
# expect: TFM011 22
# note: the author sized prefetch as if it counted examples (the question's confusion); after batch(64) it holds 5000 batches of images
import tensorflow as tf

IMG_SIZE = 224
BATCH = 64


def decode(path, label):
    img = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    img = tf.image.resize(img, (IMG_SIZE, IMG_SIZE)) / 255.0
    return img, label


def make_train_input(paths, labels):
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    ds = ds.shuffle(len(paths))
    ds = ds.map(decode, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.batch(BATCH)
    ds = ds.prefetch(5000)
    return ds


if __name__ == "__main__":
    paths = tf.io.gfile.glob("/data/imagenet_subset/*/*.JPEG")
    labels = [hash(p.split("/")[-2]) % 100 for p in paths]
    model = tf.keras.applications.ResNet50(weights=None, classes=100)
    model.compile("adam", "sparse_categorical_crossentropy")
    model.fit(make_train_input(paths, labels), epochs=10)
