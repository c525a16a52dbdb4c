# source: https://github.com/sherjilozair/char-rnn-tensorflow/pull/70
# symptom: the training script decays the learning rate with sess.run(tf.assign(model.lr, ...)) at the top of every epoch; the PR proposes tf.train.exponential_decay instead, since each tf.assign call adds a new assign op (and a constant) to the graph that the session keeps for the rest of the run
# expect: TFM010 28
# note: TF1 char-level RNN trainer in the shape of the project's train.py (model and loader come from sibling modules that are not part of the case); the assign is built inside the epoch loop that also runs the training ops
import argparse
import os
import pickle
import time

import tensorflow as tf

from model import Model
from utils import TextLoader


def train(args):
    loader = TextLoader(args.data_dir, args.batch_size, args.seq_length)
    args.vocab_size = loader.vocab_size
    with open(os.path.join(args.save_dir, "chars_vocab.pkl"), "wb") as fh:
        pickle.dump((loader.chars, loader.vocab), fh)

    model = Model(args)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        saver = tf.train.Saver(tf.global_variables())
        total_batches = args.num_epochs * loader.num_batches
        for epoch in range(args.num_epochs):
            sess.run(tf.assign(model.lr, args.learning_rate * (args.decay_rate ** epoch)))
            loader.reset_batch_pointer()
            state = sess.run(model.initial_state)
            for b in range(loader.num_batches):
                started = time.time()
                x, y = loader.next_batch()
                feed = {model.input_data: x, model.targets: y, model.initial_state: state}
                loss, state, _ = sess.run([model.cost, model.final_state, model.train_op], feed)
                step = epoch * loader.num_batches + b
                if step % args.print_every == 0:
                    print(f"{step}/{total_batches} (epoch {epoch}) loss={loss:.3f} {time.time() - started:.3f}s/batch")
                if step % args.save_every == 0 or step == total_batches - 1:
                    saver.save(sess, os.path.join(args.save_dir, "model.ckpt"), global_step=step)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--data_dir", default="data/tinyshakespeare")
    parser.add_argument("--save_dir", default="save")
    parser.add_argument("--batch_size", type=int, default=50)
    parser.add_argument("--seq_length", type=int, default=50)
    parser.add_argument("--num_epochs", type=int, default=50)
    parser.add_argument("--print_every", type=int, default=100)
    parser.add_argument("--save_every", type=int, default=1000)
    parser.add_argument("--learning_rate", type=float, default=0.002)
    parser.add_argument("--decay_rate", type=float, default=0.97)
    train(parser.parse_args())
