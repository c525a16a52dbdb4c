"""Policy/value network shared by the two self-play agents."""
import os

import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


class SharedNet(object):
    def __init__(self, board_size=9, channels=64):
        self.board = tf1.placeholder(tf.float32, [None, board_size, board_size, 3])
        h = tf1.layers.conv2d(self.board, channels, 3, padding="same", activation=tf.nn.relu)
        h = tf1.layers.conv2d(h, channels, 3, padding="same", activation=tf.nn.relu)
        flat = tf1.layers.flatten(h)
        self.policy = tf.nn.softmax(tf1.layers.dense(flat, board_size * board_size))
        self.value = tf.tanh(tf1.layers.dense(flat, 1))
        self.sess = tf1.Session()
        self.sess.run(tf1.global_variables_initializer())

    def predict(self, boards):
        return self.sess.run([self.policy, self.value], {self.board: boards})

    def save(self, path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        saver = tf1.train.Saver()
        saver.save(self.sess, path)

    def load(self, path):
        saver = tf1.train.Saver()
        saver.restore(self.sess, path)

    def best_move(self, board):
        policy, _ = self.predict(board[None])
        legal = (board[..., 0] + board[..., 1]).reshape(-1) == 0
        probs = np.where(legal, policy[0], 0.0)
        return int(np.argmax(probs))
