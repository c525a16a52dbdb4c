import tensorflow.compat.v1 as tf

from sae_data import next_batch

tf.disable_eager_execution()

x = tf.placeholder(tf.float32, [None, 784])
h1 = tf.layers.dense(x, 256, tf.nn.sigmoid, name="enc1")
recon = tf.layers.dense(h1, 784, tf.nn.sigmoid, name="dec1")
loss = tf.reduce_mean(tf.square(recon - x))
train_op = tf.train.AdamOptimizer(1e-3).minimize(loss)


def train_layer(sess, steps=1000):
    for step in range(steps):
        features, _ = next_batch(sess, "data/train.tfrecords", 128)
        _, l = sess.run([train_op, loss], feed_dict={x: features})
        if step % 100 == 0:
            print(step, l)


with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    train_layer(sess)
