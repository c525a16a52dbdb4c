# source: https://github.com/guoqiangqi/PFLD/issues/70
# note: the fix proposed in the issue: the epoch-loss summaries read placeholders built once, and the epoch loop only feeds the values
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def train(data, loss, train_op, images, landmarks, epochs=1000):
    train_loss_ph = tf.placeholder(tf.float32, [], name="train_loss")
    test_loss_ph = tf.placeholder(tf.float32, [], name="test_loss")
    merged = tf.summary.merge([tf.summary.scalar("train_loss", train_loss_ph),
                               tf.summary.scalar("test_loss", test_loss_ph)])
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        writer = tf.summary.FileWriter("logs", sess.graph)
        for epoch in range(epochs):
            train_losses = [sess.run([train_op, loss], {images: x, landmarks: y})[1] for x, y in data.train()]
            test_losses = [sess.run(loss, {images: x, landmarks: y}) for x, y in data.test()]
            summary = sess.run(merged, {train_loss_ph: np.mean(train_losses), test_loss_ph: np.mean(test_losses)})
            writer.add_summary(summary, epoch)
