# source: https://github.com/jakeret/tf_unet/issues/290
# note: the resolution in that thread: create tf.train.Saver() once (here before the epoch loop) and only call saver.save() per epoch, so the .meta file stops growing
import os

import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def train(net, data_provider, output_path, epochs=100, training_iters=32, batch_size=4):
    optimizer = tf.train.AdamOptimizer(1e-3).minimize(net.cost)
    init = tf.global_variables_initializer()
    saver = tf.train.Saver(max_to_keep=3)
    save_path = os.path.join(output_path, "model.ckpt")
    with tf.Session() as sess:
        sess.run(init)
        for epoch in range(epochs):
            total = 0.0
            for _ in range(training_iters):
                x, y = data_provider(batch_size)
                _, loss = sess.run([optimizer, net.cost], feed_dict={net.x: x, net.y: y})
                total += loss
            saver.save(sess, save_path, global_step=epoch)
            print(epoch, total / training_iters)
    return save_path
