# source: https://github.com/tensorflow/tensorflow/issues/8235
# symptom: Graph is finalized and cannot be modified when assigning the learning rate inside the managed session
# note: the usual fix (PTB tutorial's assign_lr): the assign op fed by a placeholder is built once with the model
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

x = tf.random_normal([20, 8])
w = tf.Variable(tf.zeros([8, 1]))
cost = tf.reduce_mean(tf.square(tf.matmul(x, w) - 1.0))
lr = tf.Variable(1.0, trainable=False)
new_lr = tf.placeholder(tf.float32, [], name="new_learning_rate")
lr_update = tf.assign(lr, new_lr)
train_op = tf.train.GradientDescentOptimizer(lr).minimize(cost)

sv = tf.train.Supervisor(logdir="/tmp/ptb_fixed")
with sv.managed_session() as sess:
    for epoch in range(13):
        sess.run(lr_update, feed_dict={new_lr: 0.5 ** max(epoch - 4, 0)})
        for _ in range(100):
            sess.run(train_op)
