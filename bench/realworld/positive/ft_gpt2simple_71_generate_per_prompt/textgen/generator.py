import json
import os

import numpy as np
import tensorflow as tf

from textgen import sampling
from textgen.encoder import get_encoder


class TextGenerator(object):
    """Thin wrapper around a fine-tuned GPT-2 checkpoint."""

    def __init__(self, model_dir, run_name="run1", threads=1):
        self.model_dir = model_dir
        self.run_name = run_name
        self.threads = threads
        self.sess = None
        self.hparams = None
        self.enc = None

    def load(self):
        with open(os.path.join(self.model_dir, "hparams.json")) as f:
            self.hparams = json.load(f)
        self.enc = get_encoder(self.model_dir)
        config = tf.ConfigProto(intra_op_parallelism_threads=self.threads,
                                inter_op_parallelism_threads=self.threads)
        self.sess = tf.Session(config=config)
        probe = tf.placeholder(tf.int32, [1, None], name="probe")
        sampling.build_lm(self.hparams, probe)
        saver = tf.train.Saver(allow_empty=True)
        ckpt = tf.train.latest_checkpoint(os.path.join(self.model_dir, self.run_name))
        saver.restore(self.sess, ckpt)

    def generate(self, prefix, length=200, temperature=0.7, top_k=40, seed=None):
        if seed is not None:
            np.random.seed(seed)
        context = tf.placeholder(tf.int32, [1, None])
        output = sampling.sample_sequence(
            hparams=self.hparams,
            length=length,
            context=context,
            temperature=temperature,
            top_k=top_k,
        )
        context_tokens = self.enc.encode(prefix)
        out = self.sess.run(output, feed_dict={context: [context_tokens]})
        return prefix + self.enc.decode(out[0, len(context_tokens):])
