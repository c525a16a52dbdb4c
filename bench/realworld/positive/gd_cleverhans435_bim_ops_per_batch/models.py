import tensorflow as tf


def build_logits_fn(num_classes=10):
    conv1 = tf.layers.Conv2D(32, 3, padding="same", activation=tf.nn.relu, name="conv1")
    conv2 = tf.layers.Conv2D(64, 3, padding="same", activation=tf.nn.relu, name="conv2")
    pool = tf.layers.MaxPooling2D(2, 2)
    flat = tf.layers.Flatten()
    dense = tf.layers.Dense(num_classes, name="logits")

    def logits_fn(x):
        h = pool(conv1(x))
        h = pool(conv2(h))
        return dense(flat(h))

    return logits_fn


def restore_weights(sess, ckpt_path):
    saver = tf.train.Saver()
    saver.restore(sess, ckpt_path)
