# source: https://github.com/tflearn/tflearn/pull/519
# symptom: none; this is the PR's approach: "Replace creation of assign ops in the validation step with placeholders and fixed assign ops", after which the logged number of graph operations stays constant
# note: look-alike: the summarizer creates its value variables, placeholders, assign ops and merged summary once in __init__; the per-snapshot method only runs them with a feed_dict
import tensorflow as tf


class ValidationSummarizer:
    def __init__(self, session, writer, names=("val_loss", "val_acc")):
        self.session = session
        self.writer = writer
        self.placeholders = {}
        assigns, summaries = [], []
        for name in names:
            var = tf.Variable(0.0, trainable=False, name=name)
            ph = tf.placeholder(tf.float32, [], name=name + "_value")
            self.placeholders[name] = ph
            assigns.append(tf.assign(var, ph))
            summaries.append(tf.summary.scalar(name, var))
        self.assign_op = tf.group(*assigns)
        self.merged = tf.summary.merge(summaries)
        session.run(tf.variables_initializer([op.inputs[0] for op in assigns]))

    def summarize(self, step, **values):
        feed = {self.placeholders[name]: value for name, value in values.items()}
        self.session.run(self.assign_op, feed_dict=feed)
        self.writer.add_summary(self.session.run(self.merged), step)


def fit(session, train_op, loss, accuracy, feeds, val_feed, writer, snapshot_step=100):
    summarizer = ValidationSummarizer(session, writer)
    for step, feed in enumerate(feeds, start=1):
        session.run(train_op, feed_dict=feed)
        if step % snapshot_step == 0:
            val_loss, val_acc = session.run([loss, accuracy], feed_dict=val_feed)
            summarizer.summarize(step, val_loss=val_loss, val_acc=val_acc)
