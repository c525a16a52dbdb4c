# source: https://github.com/andabi/deep-voice-conversion/issues/31
# symptom: the logdir grew to about 40 GB during training; the reporter solved it by creating the Saver outside the loop with max_to_keep=2 and only calling save inside it
# note: look-alike: the fix from the thread: one tf.train.Saver built before the epoch loop, only saver.save called per epoch
import tensorflow.compat.v1 as tf

from hparams import hparams
from models import Net1, get_batch

tf.disable_v2_behavior()


def train(logdir, queue=True):
    model = Net1()
    x_mfcc, y_ppgs, _ = get_batch(mode="train", queue=queue)
    loss_op = model.loss(x_mfcc, y_ppgs)
    global_step = tf.train.get_or_create_global_step()
    train_op = tf.train.AdamOptimizer(hparams.train1.lr).minimize(loss_op, global_step=global_step)
    saver = tf.train.Saver(max_to_keep=2)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        coord = tf.train.Coordinator()
        threads = tf.train.start_queue_runners(coord=coord)
        for epoch in range(1, hparams.train1.num_epochs + 1):
            for step in range(model.num_batch):
                sess.run(train_op)
            gs, loss = sess.run([global_step, loss_op])
            print("epoch {} step {} loss {:.4f}".format(epoch, gs, loss))
            saver.save(sess, "{}/epoch_{}_step_{}".format(logdir, epoch, gs))
        coord.request_stop()
        coord.join(threads)
