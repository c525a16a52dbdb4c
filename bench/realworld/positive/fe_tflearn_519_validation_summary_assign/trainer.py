import time

import tensorflow as tf

from helpers import summarizer


class Trainer:
    def __init__(self, train_op, loss, accuracy, session=None, tensorboard_dir="/tmp/tflearn_logs"):
        self.train_op = train_op
        self.loss = loss
        self.accuracy = accuracy
        self.session = session or tf.Session()
        self.summary_writer = tf.summary.FileWriter(tensorboard_dir, self.session.graph)
        self.session.run(tf.global_variables_initializer())

    def fit(self, feed_dicts, val_feed_dict, n_epoch=10, snapshot_step=100):
        step = 0
        for epoch in range(n_epoch):
            started = time.time()
            for feed in feed_dicts():
                step += 1
                _, train_loss = self.session.run([self.train_op, self.loss], feed_dict=feed)
                if step % snapshot_step == 0:
                    val_loss, val_acc = self.session.run([self.loss, self.accuracy], feed_dict=val_feed_dict)
                    summarizer.summarize_validation(self.session, self.summary_writer, step, val_loss, val_acc)
                    print(f"step {step} | loss {train_loss:.4f} | val_loss {val_loss:.4f} - val_acc {val_acc:.4f}")
            print(f"epoch {epoch + 1} done in {time.time() - started:.1f}s")
