import json
import os

import numpy as np
import tensorflow.compat.v1 as tf

from gpt_2_simple import encoder, model, sample

tf.disable_v2_behavior()


def start_tf_sess():
    config = tf.ConfigProto()
    config.gpu_options.allow_growth = True
    return tf.Session(config=config)


def load_gpt2(sess, run_name="run1", checkpoint_dir="checkpoint"):
    checkpoint_path = os.path.join(checkpoint_dir, run_name)
    with open(os.path.join(checkpoint_path, "hparams.json")) as f:
        hparams = json.load(f)
    context = tf.placeholder(tf.int32, [1, None])
    model.model(hparams=hparams, X=context)
    saver = tf.train.Saver(allow_empty=True)
    saver.restore(sess, tf.train.latest_checkpoint(checkpoint_path))


def generate(sess, run_name="run1", checkpoint_dir="checkpoint", prefix="<|startoftext|>",
             length=200, temperature=1.0, nsamples=1, batch_size=1, top_k=40, return_as_list=False):
    checkpoint_path = os.path.join(checkpoint_dir, run_name)
    enc = encoder.get_encoder(checkpoint_path)
    with open(os.path.join(checkpoint_path, "hparams.json")) as f:
        hparams = json.load(f)
    context = tf.placeholder(tf.int32, [batch_size, None])
    context_tokens = enc.encode(prefix)
    output = sample.sample_sequence(
        model_fn=lambda tokens, past: model.model(hparams=hparams, X=tokens, past=past, reuse=tf.AUTO_REUSE),
        length=length, context=context, temperature=temperature, top_k=top_k)[:, 1:]
    generated, texts = 0, []
    while generated < nsamples:
        out = sess.run(output, feed_dict={context: batch_size * [context_tokens]})
        for i in range(batch_size):
            generated += 1
            texts.append(enc.decode(np.asarray(out[i])))
    return texts if return_as_list else print("\n".join(texts))
