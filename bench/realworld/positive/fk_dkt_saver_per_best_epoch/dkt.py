import os

import numpy as np
import tensorflow as tf
from sklearn.metrics import roc_auc_score


class DKTTrainer:
    def __init__(self, sess, model, data_train, data_test, ckpt_dir="checkpoints", num_runs=5, num_epochs=500,
                 keep_prob=0.5):
        self.sess = sess
        self.model = model
        self.data_train = data_train
        self.data_test = data_test
        self.ckpt_dir = ckpt_dir
        self.num_runs = num_runs
        self.num_epochs = num_epochs
        self.keep_prob = keep_prob
        self.run_count = 0

    def _feed(self, batch, keep_prob):
        X, y_seq, y_corr = batch
        m = self.model
        return {m.X: X, m.y_seq: y_seq, m.y_corr: y_corr, m.keep_prob: keep_prob}

    def train(self):
        y_pred, y_true = [], []
        for _ in range(self.data_train.num_batches):
            _, preds, labels = self.sess.run(
                [self.model.train_op, self.model.target_preds, self.model.target_labels],
                feed_dict=self._feed(self.data_train.next_batch(), self.keep_prob))
            y_pred += list(preds)
            y_true += list(labels)
        return roc_auc_score(y_true, y_pred)

    def evaluate(self):
        self.data_test.reset_cursor()
        y_pred, y_true = [], []
        for _ in range(self.data_test.num_batches):
            preds, labels = self.sess.run([self.model.target_preds, self.model.target_labels],
                                          feed_dict=self._feed(self.data_test.next_batch(), 1.0))
            y_pred += list(preds)
            y_true += list(labels)
        return roc_auc_score(y_true, y_pred)

    def save_model(self):
        save_dir = os.path.join(self.ckpt_dir, "run_{}".format(self.run_count))
        os.makedirs(save_dir, exist_ok=True)
        saver = tf.train.Saver()
        saver.save(sess=self.sess, save_path=os.path.join(save_dir, "dkt"))

    def run_optimization(self):
        aucs = []
        for run_idx in range(self.num_runs):
            self.run_count = run_idx
            self.sess.run(tf.global_variables_initializer())
            best_auc, best_epoch = 0.0, 0
            for epoch_idx in range(self.num_epochs):
                auc_train = self.train()
                auc_test = self.evaluate()
                print("run {} epoch {:>4}: train AUC {:.5f}, test AUC {:.5f}".format(
                    run_idx, epoch_idx + 1, auc_train, auc_test))
                if auc_test > best_auc:
                    best_auc, best_epoch = auc_test, epoch_idx
                    self.save_model()
                if epoch_idx - best_epoch >= 10:
                    break
                self.data_train.shuffle()
            aucs.append(best_auc)
        return float(np.mean(aucs))
