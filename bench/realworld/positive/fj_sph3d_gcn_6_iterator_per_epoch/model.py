import tensorflow as tf

NUM_CLASSES = 13


def build_graph(batch_size, num_point):
    points = tf.placeholder(tf.float32, [batch_size, num_point, 6], name="points")
    labels = tf.placeholder(tf.int32, [batch_size, num_point], name="labels")
    is_training = tf.placeholder(tf.bool, [], name="is_training")
    x = points
    for i, width in enumerate([64, 128, 256]):
        x = tf.layers.dense(x, width, activation=tf.nn.relu, name="sph_conv%d" % i)
        x = tf.layers.batch_normalization(x, training=is_training, name="bn%d" % i)
    logits = tf.layers.dense(x, NUM_CLASSES, name="seg_head")
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
    with tf.control_dependencies(tf.get_collection(tf.GraphKeys.UPDATE_OPS)):
        train_op = tf.train.AdamOptimizer(1e-3).minimize(loss)
    return {"points": points, "labels": labels, "is_training": is_training, "loss": loss, "train_op": train_op}
