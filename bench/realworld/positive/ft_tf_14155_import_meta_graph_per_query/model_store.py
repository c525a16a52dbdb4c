import os

import numpy as np
import tensorflow as tf

MODEL_ROOT = os.environ.get("MODEL_ROOT", "exported")
GPU_OPTIONS = tf.GPUOptions(per_process_gpu_memory_fraction=0.25)


def model_path(name):
    ckpt_dir = os.path.join(MODEL_ROOT, name)
    return ckpt_dir, tf.train.latest_checkpoint(ckpt_dir)


def predict_with(name, batch):
    ckpt_dir, ckpt = model_path(name)
    config = tf.ConfigProto(gpu_options=GPU_OPTIONS)
    with tf.Session(config=config) as sess:
        saver = tf.train.import_meta_graph(ckpt + ".meta")
        saver.restore(sess, ckpt)
        graph = sess.graph
        x = graph.get_tensor_by_name("input:0")
        keep = graph.get_tensor_by_name("keep_prob:0")
        probs = graph.get_tensor_by_name("probs:0")
        out = sess.run(probs, feed_dict={x: batch, keep: 1.0})
    return np.argmax(out, axis=1), out
