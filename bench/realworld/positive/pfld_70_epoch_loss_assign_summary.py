# source: https://github.com/guoqiangqi/PFLD/issues/70
# symptom: memory use grows epoch after epoch during training; the loss-logging code creates assign operators in the epoch loop, adding new nodes to the graph each epoch
# expect: TFM010 33
# note: the fix proposed in the issue is to define the assign ops once and feed the values through placeholders; here the assigns sit in a logging helper called once per epoch from train()
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def build_graph(batch_size=64):
    images = tf.placeholder(tf.float32, [batch_size, 112, 112, 3], name="images")
    landmarks = tf.placeholder(tf.float32, [batch_size, 196], name="landmarks")
    x = tf.layers.conv2d(images, 32, 3, strides=2, activation=tf.nn.relu)
    x = tf.layers.conv2d(x, 64, 3, strides=2, activation=tf.nn.relu)
    pred = tf.layers.dense(tf.layers.flatten(x), 196)
    loss = tf.reduce_mean(tf.reduce_sum(tf.square(pred - landmarks), axis=1))
    train_op = tf.train.AdamOptimizer(1e-4).minimize(loss)
    return images, landmarks, loss, train_op


def make_loss_variables():
    with tf.variable_scope("epoch_losses"):
        train_loss = tf.Variable(0.0, trainable=False, name="train_loss")
        test_loss = tf.Variable(0.0, trainable=False, name="test_loss")
    tf.summary.scalar("train_loss", train_loss)
    tf.summary.scalar("test_loss", test_loss)
    return train_loss, test_loss


def log_epoch(sess, writer, merged, loss_vars, train_value, test_value, epoch):
    train_var, test_var = loss_vars
    sess.run([tf.assign(train_var, train_value), tf.assign(test_var, test_value)])
    writer.add_summary(sess.run(merged), epoch)


def train(data, epochs=1000):
    images, landmarks, loss, train_op = build_graph()
    loss_vars = make_loss_variables()
    merged = tf.summary.merge_all()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        writer = tf.summary.FileWriter("logs", sess.graph)
        for epoch in range(epochs):
            train_losses = [sess.run([train_op, loss], {images: x, landmarks: y})[1] for x, y in data.train()]
            test_losses = [sess.run(loss, {images: x, landmarks: y}) for x, y in data.test()]
            log_epoch(sess, writer, merged, loss_vars, np.mean(train_losses), np.mean(test_losses), epoch)
