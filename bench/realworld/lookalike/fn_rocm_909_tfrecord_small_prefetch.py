# source: https://github.com/ROCm/tensorflow-upstream/issues/909
# note: the reporter's mitigation from the same thread: when training the CNN from TFRecords, prefetch only one or two batches (dataset.prefetch(2)) instead of five; the shuffle buffer is a bounded 2,048 records
import tensorflow as tf

FEATURES = {
    "image": tf.io.FixedLenFeature([], tf.string),
    "label": tf.io.FixedLenFeature([], tf.int64),
}


def parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    img = tf.io.decode_jpeg(ex["image"], channels=3)
    img = tf.image.resize(img, (160, 160)) / 255.0
    return img, ex["label"]


files = tf.io.gfile.glob("records/train-*.tfrecord")
dataset = tf.data.TFRecordDataset(files, num_parallel_reads=4)
dataset = dataset.shuffle(2048)
dataset = dataset.map(parse, num_parallel_calls=4)
dataset = dataset.batch(32)
dataset = dataset.prefetch(2)

model = tf.keras.applications.ResNet50(weights=None, input_shape=(160, 160, 3), classes=10)
model.compile(optimizer="sgd", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(dataset, epochs=30)
