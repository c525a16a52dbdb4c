# source: https://github.com/andabi/deep-voice-conversion/issues/31
# symptom: the logdir of the two training scripts grows to about 40 GB and fills the disk of the AWS instance; the thread's fix is to build the Saver once, outside the loop, with max_to_keep=2
# expect: TFM010 35
# note: TF1 training loop: every epoch runs the train op for each step, then builds a new tf.train.Saver (new save/restore ops in the graph, and an ever larger meta graph in every checkpoint) just to save once
import argparse

import tensorflow.compat.v1 as tf

from hparams import hparams
from models import Net1, get_batch

tf.disable_v2_behavior()


def train(logdir, queue=True):
    model = Net1()
    x_mfcc, y_ppgs, y_spec = get_batch(mode="train", queue=queue)
    loss_op = model.loss(x_mfcc, y_ppgs)
    global_step = tf.train.get_or_create_global_step()
    optimizer = tf.train.AdamOptimizer(learning_rate=hparams.train1.lr)
    train_op = optimizer.minimize(loss_op, global_step=global_step)
    summ_op = tf.summary.merge_all()
    session_conf = tf.ConfigProto(gpu_options=tf.GPUOptions(allow_growth=True))
    with tf.Session(config=session_conf) as sess:
        writer = tf.summary.FileWriter(logdir, sess.graph)
        sess.run(tf.global_variables_initializer())
        coord = tf.train.Coordinator()
        threads = tf.train.start_queue_runners(coord=coord)
        for epoch in range(1, hparams.train1.num_epochs + 1):
            for step in range(model.num_batch):
                sess.run(train_op)
            summ, gs, loss = sess.run([summ_op, global_step, loss_op])
            writer.add_summary(summ, global_step=gs)
            print("epoch {} step {} loss {:.4f}".format(epoch, gs, loss))
            tf.train.Saver().save(sess, "{}/epoch_{}_step_{}".format(logdir, epoch, gs))
        writer.close()
        coord.request_stop()
        coord.join(threads)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("case", type=str)
    args = parser.parse_args()
    train(logdir="{}/{}/train1".format(hparams.logdir_path, args.case))
