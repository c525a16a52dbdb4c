# source: https://github.com/tensorflow/tensorflow/issues/35049
# symptom: with eager execution disabled, the tf.data dataset is rebuilt from a regenerated trainX at the end of every epoch; the program is eventually killed for running out of memory
# expect: TFM010 33
# note: each epoch's from_tensor_slices embeds the new array in the graph as a constant, and the loop runs the new iterator with sess.run
import numpy as np
import tensorflow as tf

tf.compat.v1.disable_eager_execution()

N_SAMPLES = 60000
BATCH = 256
EPOCHS = 200


def regenerate(n):
    # the project re-samples its training inputs after every epoch
    x = np.random.normal(size=(n, 784)).astype("float32")
    y = (x.sum(axis=1) > 0).astype("float32")[:, None]
    return x, y


x_ph = tf.compat.v1.placeholder(tf.float32, [None, 784])
y_ph = tf.compat.v1.placeholder(tf.float32, [None, 1])
hidden = tf.compat.v1.layers.dense(x_ph, 128, activation=tf.nn.relu)
logits = tf.compat.v1.layers.dense(hidden, 1)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y_ph, logits=logits))
train_op = tf.compat.v1.train.AdamOptimizer(1e-3).minimize(loss)

with tf.compat.v1.Session() as sess:
    sess.run(tf.compat.v1.global_variables_initializer())
    train_x, train_y = regenerate(N_SAMPLES)
    for epoch in range(EPOCHS):
        dataset = tf.data.Dataset.from_tensor_slices((train_x, train_y)).shuffle(10000).batch(BATCH)
        iterator = tf.compat.v1.data.make_one_shot_iterator(dataset)
        next_batch = iterator.get_next()
        losses = []
        while True:
            try:
                bx, by = sess.run(next_batch)
            except tf.errors.OutOfRangeError:
                break
            _, value = sess.run([train_op, loss], feed_dict={x_ph: bx, y_ph: by})
            losses.append(value)
        print("epoch", epoch, "loss", float(np.mean(losses)))
        train_x, train_y = regenerate(N_SAMPLES)
