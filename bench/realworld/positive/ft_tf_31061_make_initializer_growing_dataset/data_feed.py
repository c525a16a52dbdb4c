import tensorflow as tf


class GrowingFeed(object):
    def __init__(self, image_shape, num_classes, batch_size=64):
        self.batch_size = batch_size
        self.iterator = tf.data.Iterator.from_structure(
            (tf.float32, tf.int64),
            (tf.TensorShape([None] + list(image_shape)), tf.TensorShape([None])))
        self.images, self.labels = self.iterator.get_next()
        self.num_classes = num_classes

    def refresh(self, sess, imgs, labels):
        with tf.name_scope("dataset"):
            ds = tf.data.Dataset.from_tensor_slices((imgs, labels))
            ds = ds.shuffle(len(imgs)).repeat().batch(self.batch_size)
        init_op = self.iterator.make_initializer(ds)
        sess.run(init_op)
        return len(imgs)

    def steps_per_epoch(self, pool_size):
        return max(1, pool_size // self.batch_size)
