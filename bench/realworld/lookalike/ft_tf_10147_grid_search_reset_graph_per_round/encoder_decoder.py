import numpy as np
import tensorflow as tf

from seq2seq_model import Seq2SeqModel


def train(train_set, dev_set, hparams):
    model = Seq2SeqModel(hparams, forward_only=False)
    saver = tf.train.Saver(max_to_keep=1)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for epoch in range(hparams["num_epochs"]):
            for batch in train_set.batches(hparams["batch_size"]):
                sess.run(model.train_op, feed_dict=model.feed(batch, hparams["dropout"]))
            dev_loss = np.mean([sess.run(model.loss, feed_dict=model.feed(b, 0.0))
                                for b in dev_set.batches(hparams["batch_size"])])
            print("epoch %d dev loss %.4f" % (epoch, dev_loss))
        saver.save(sess, hparams["model_dir"] + "/translate.ckpt")


def decode(dev_set, hparams, verbose=True):
    model = Seq2SeqModel(hparams, forward_only=True)
    saver = tf.train.Saver()
    outputs = []
    with tf.Session() as sess:
        saver.restore(sess, tf.train.latest_checkpoint(hparams["model_dir"]))
        for batch in dev_set.batches(hparams["batch_size"]):
            outputs.extend(sess.run(model.predictions, feed_dict=model.feed(batch, 0.0)))
    return outputs


def eval_metrics(dev_set, predictions, verbose=True):
    matches = [float(p == t) for p, t in zip(predictions, dev_set.targets)]
    return {"top1_match": float(np.mean(matches))}
