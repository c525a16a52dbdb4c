# source: https://github.com/auroua/InsightFace_TF/issues/64
# symptom: the training process is killed while the log shows "Filling up shuffle buffer (this may take a while): 577 of 10000"; the reporter tried shuffle buffers of 100000 and 10000
# expect: TFM011 25
# note: the shuffle sits after the map that decodes each record into a 112x112x3 float image, so the buffer holds up to 100000 decoded images (about 15 GB) before the first batch
import tensorflow as tf


def parse_function(example_proto):
    features = tf.parse_single_example(example_proto, {
        "image_raw": tf.FixedLenFeature([], tf.string),
        "label": tf.FixedLenFeature([], tf.int64),
    })
    img = tf.image.decode_jpeg(features["image_raw"])
    img = tf.reshape(img, shape=(112, 112, 3))
    img = tf.cast(img, dtype=tf.float32)
    img = tf.subtract(img, 127.5)
    img = tf.multiply(img, 0.0078125)
    img = tf.image.random_flip_left_right(img)
    return img, features["label"]


def build_input(tfrecords_path, batch_size=32):
    dataset = tf.data.TFRecordDataset(tfrecords_path)
    dataset = dataset.map(parse_function)
    dataset = dataset.shuffle(buffer_size=100000)
    dataset = dataset.batch(batch_size)
    iterator = dataset.make_initializable_iterator()
    return iterator, iterator.get_next()


def main():
    iterator, (images, labels) = build_input("datasets/tfrecords/tran.tfrecords")
    logits = tf.layers.dense(tf.layers.flatten(images), 85164)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
    train_op = tf.train.MomentumOptimizer(0.001, 0.9).minimize(loss)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for epoch in range(20):
            sess.run(iterator.initializer)
            while True:
                try:
                    _, value = sess.run([train_op, loss])
                except tf.errors.OutOfRangeError:
                    break
            print("epoch", epoch, "loss", value)


if __name__ == "__main__":
    main()
