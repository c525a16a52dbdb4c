# source: https://github.com/sherjilozair/char-rnn-tensorflow/pull/70
# symptom: none; this is the change the PR proposes instead of sess.run(tf.assign(model.lr, ...)) every epoch
# note: look-alike: the learning rate is a tf.train.exponential_decay op built once in the model, driven by a global_step variable that apply_gradients increments; the epoch loop only runs existing ops (the Saver is also built once, before the loop)
import os
import time

import tensorflow as tf


class Model:
    def __init__(self, args, num_batches):
        self.input_data = tf.placeholder(tf.int32, [args.batch_size, args.seq_length])
        self.targets = tf.placeholder(tf.int32, [args.batch_size, args.seq_length])
        embedding = tf.get_variable("embedding", [args.vocab_size, args.rnn_size])
        inputs = tf.nn.embedding_lookup(embedding, self.input_data)
        cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.LSTMCell(args.rnn_size) for _ in range(args.num_layers)])
        self.initial_state = cell.zero_state(args.batch_size, tf.float32)
        outputs, self.final_state = tf.nn.dynamic_rnn(cell, inputs, initial_state=self.initial_state)
        logits = tf.layers.dense(outputs, args.vocab_size)
        self.cost = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.targets, logits=logits))
        self.global_step = tf.Variable(0, trainable=False, name="global_step")
        self.lr = tf.train.exponential_decay(args.learning_rate, self.global_step, decay_steps=num_batches,
                                             decay_rate=args.decay_rate, staircase=True)
        grads, _ = tf.clip_by_global_norm(tf.gradients(self.cost, tf.trainable_variables()), args.grad_clip)
        optimizer = tf.train.AdamOptimizer(self.lr)
        self.train_op = optimizer.apply_gradients(zip(grads, tf.trainable_variables()), global_step=self.global_step)


def train(args, loader):
    model = Model(args, loader.num_batches)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        saver = tf.train.Saver(tf.global_variables())
        for epoch in range(args.num_epochs):
            loader.reset_batch_pointer()
            state = sess.run(model.initial_state)
            for b in range(loader.num_batches):
                started = time.time()
                x, y = loader.next_batch()
                feed = {model.input_data: x, model.targets: y, model.initial_state: state}
                loss, state, lr, _ = sess.run([model.cost, model.final_state, model.lr, model.train_op], feed)
                print(f"epoch {epoch} batch {b}: loss {loss:.3f} lr {lr:.5f} ({time.time() - started:.3f}s)")
            saver.save(sess, os.path.join(args.save_dir, "model.ckpt"), global_step=model.global_step)
