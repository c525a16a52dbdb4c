# source: https://github.com/aloyschen/tensorflow-yolo3/issues/12
# symptom: training stalls while "Filling up shuffle buffer" at 46k of 70000 on a huge TFRecord set; the pipeline prefetches batch_size batches after a large shuffle of decoded images
# expect: TFM011 26
# note: the reader class builds repeat().shuffle(70000).batch(batch_size).prefetch(batch_size); the default batch size of 64 becomes the prefetch depth in batches (the shuffle itself is under the rule's limit)
import tensorflow as tf


class Reader:
    def __init__(self, mode, data_dir, input_shape=416, max_boxes=20):
        self.mode = mode
        self.data_dir = data_dir
        self.input_shape = input_shape
        self.max_boxes = max_boxes

    def parser(self, serialized):
        features = tf.io.parse_single_example(serialized, {
            "image/encoded": tf.io.FixedLenFeature([], tf.string),
            "image/object/bbox": tf.io.VarLenFeature(tf.float32),
        })
        image = tf.image.decode_jpeg(features["image/encoded"], channels=3)
        image = tf.image.resize(image, [self.input_shape, self.input_shape]) / 255.0
        boxes = tf.reshape(tf.sparse.to_dense(features["image/object/bbox"]), [-1, 5])
        boxes = tf.pad(boxes, [[0, self.max_boxes - tf.shape(boxes)[0]], [0, 0]])
        return image, boxes

    def build_dataset(self, files, batch_size=64):
        dataset = tf.data.TFRecordDataset(filenames=files)
        dataset = dataset.map(self.parser, num_parallel_calls=8)
        if self.mode == "train":
            dataset = dataset.repeat().shuffle(70000).batch(batch_size).prefetch(batch_size)
        else:
            dataset = dataset.repeat().batch(batch_size).prefetch(batch_size)
        return dataset


if __name__ == "__main__":
    files = tf.io.gfile.glob("./tfrecords/train*.tfrecords")
    ds = Reader("train", "./tfrecords").build_dataset(files)
    for images, boxes in ds.take(10):
        print(images.shape, boxes.shape)
