# source: https://github.com/tensorflow/tensorflow/issues/10408
# symptom: the training process is killed by the OOM killer after a while; the reporter had put tf.train.cosine_decay_restarts inside the while loop, so a new schedule subgraph was built every batch (fixed by building it once)
# expect: TFM010 24
# note: the model object is passed in; the schedule is built in the loop and evaluated with sess.run right after
import tensorflow as tf

LEARNING_RATE = 1e-3
LR_DECAY_STEPS = 2000
DECAYED_LR_START = 500
MAX_STEPS = 200000


def train(model, batches):
    cur_step = tf.placeholder(tf.int32, shape=[], name="cur_step")
    lr_ph = tf.placeholder(tf.float32, shape=[], name="lr")
    train_op = tf.train.AdamOptimizer(lr_ph).minimize(model.loss)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        bno = 0
        while bno < MAX_STEPS:
            bno += 1
            lr = LEARNING_RATE
            if bno > DECAYED_LR_START:
                decayed = tf.train.cosine_decay_restarts(
                    learning_rate=LEARNING_RATE,
                    global_step=cur_step,
                    first_decay_steps=LR_DECAY_STEPS,
                    alpha=0.01,
                )
                lr = sess.run(decayed, feed_dict={cur_step: bno - DECAYED_LR_START})
            x, y = next(batches)
            sess.run(train_op, feed_dict={model.x: x, model.y: y, lr_ph: lr})
