import tensorflow.compat.v1 as tf

BATCH = 128


def _read(eval_data):
    pattern = "/data/cifar10/test_batch.bin" if eval_data else "/data/cifar10/data_batch_*.bin"
    ds = tf.data.FixedLengthRecordDataset(tf.gfile.Glob(pattern), 3073)
    ds = ds.map(lambda r: tf.decode_raw(r, tf.uint8)).batch(BATCH).repeat()
    raw = ds.make_one_shot_iterator().get_next()
    labels = tf.cast(raw[:, 0], tf.int32)
    images = tf.cast(tf.reshape(raw[:, 1:], [-1, 3, 32, 32]), tf.float32) / 255.0
    return tf.transpose(images, [0, 2, 3, 1]), labels


def distorted_inputs():
    images, labels = _read(False)
    return tf.image.random_flip_left_right(images), labels


def inputs(eval_data):
    return _read(eval_data)


def inference(images):
    with tf.variable_scope("net", reuse=tf.AUTO_REUSE):
        h = tf.layers.conv2d(images, 64, 5, activation=tf.nn.relu, name="conv1")
        h = tf.layers.max_pooling2d(h, 3, 2)
        h = tf.layers.flatten(h)
        return tf.layers.dense(h, 10, name="logits")


def loss(logits, labels):
    return tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))


def train(total_loss, global_step):
    return tf.train.GradientDescentOptimizer(0.1).minimize(total_loss, global_step=global_step)


def evaluation(session):
    images_e, labels_e = inputs(eval_data=True)
    logits_e = inference(images_e)
    correct = tf.equal(tf.argmax(logits_e, 1, output_type=tf.int32), labels_e)
    accuracy = tf.reduce_mean(tf.cast(correct, tf.float32))
    return session.run(accuracy)
