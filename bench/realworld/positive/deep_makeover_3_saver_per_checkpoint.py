# source: https://github.com/david-gpu/deep-makeover/issues/3
# symptom: after more than 7 hours of training, saving a checkpoint fails with "ValueError: GraphDef cannot be larger than 2GB" raised from saver.save -> export_meta_graph
# expect: TFM010 30
# note: _save_checkpoint() rotates the old checkpoint files, builds a new tf.train.Saver and saves; the training loop calls it every checkpoint_period steps, so every save adds a Saver's ops to the graph
import os.path
import time

import tensorflow as tf

FLAGS = tf.app.flags.FLAGS
tf.app.flags.DEFINE_string("checkpoint_dir", "checkpoint", "Output folder where checkpoints are dumped.")
tf.app.flags.DEFINE_integer("checkpoint_period", 10000, "Number of batches in between checkpoints")
tf.app.flags.DEFINE_integer("summary_period", 200, "Number of batches between summary data dumps")
tf.app.flags.DEFINE_float("train_time", 480, "Time in minutes to train the model")


def _save_checkpoint(sess, batch):
    oldname = os.path.join(FLAGS.checkpoint_dir, "checkpoint_old.txt")
    newname = os.path.join(FLAGS.checkpoint_dir, "checkpoint_new.txt")
    try:
        tf.gfile.Remove(oldname)
        tf.gfile.Remove(oldname + ".meta")
    except tf.errors.NotFoundError:
        pass
    try:
        tf.gfile.Rename(newname, oldname)
        tf.gfile.Rename(newname + ".meta", oldname + ".meta")
    except tf.errors.NotFoundError:
        pass
    saver = tf.train.Saver()
    saver.save(sess, newname)
    print("    Checkpoint saved at batch", batch)


def train_model(sess, minimize_ops, show_ops):
    start_time = time.time()
    step = 0
    done = False
    while not done:
        losses = sess.run(show_ops)
        elapsed = int(time.time() - start_time) / 60
        if step % FLAGS.summary_period == 0:
            print("  Progress[%3d%%], Batch [%5d], losses %s" % (int(100 * elapsed / FLAGS.train_time), step, losses))
        for _ in range(2):
            sess.run(minimize_ops)
        step += 1
        done = elapsed >= FLAGS.train_time
        if step % FLAGS.checkpoint_period == 0:
            _save_checkpoint(sess, step)
    _save_checkpoint(sess, step)
    print("Finished training!")
