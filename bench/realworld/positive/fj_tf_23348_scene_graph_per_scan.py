# source: https://github.com/tensorflow/tensorflow/issues/23348
# symptom: CPU memory slowly fills during inference over many scanned scenes and the reporter cannot find the reason
# expect: TFM010 38
# note: scene completion inference in TF1: the scene dimensions differ per scan, so create_model is called for every scene and adds a new placeholder and the whole network to the default graph, which is then restored and run in the same session
import glob

import numpy as np
import tensorflow as tf

FLAGS_NUM_QUANT_LEVELS = 256
TRUNCATION = 3.0


def conv3d(x, filters, name):
    return tf.layers.conv3d(x, filters, 3, padding="same", activation=tf.nn.relu, name=name, reuse=tf.AUTO_REUSE)


def create_model(scene_dim_x, scene_dim_y, scene_dim_z):
    """Init model graph for scene."""
    input_placeholder = tf.placeholder(tf.float32, shape=[1, scene_dim_z, scene_dim_y, scene_dim_x, 2], name="pl_scan")
    x = input_placeholder
    for i, width in enumerate([32, 64, 64, 32]):
        x = conv3d(x, width, "enc%d" % i)
    logits = tf.layers.conv3d(x, FLAGS_NUM_QUANT_LEVELS, 1, name="logits", reuse=tf.AUTO_REUSE)
    return input_placeholder, logits


def create_dfs_from_output(output_df):
    samples = np.argmax(output_df, axis=-1)
    return (samples[0] + 1) * 0.5 * (FLAGS_NUM_QUANT_LEVELS - 1) / FLAGS_NUM_QUANT_LEVELS * TRUNCATION


def main():
    sess = tf.Session()
    for scene_file in sorted(glob.glob("scenes/*.npy")):
        scan = np.load(scene_file)
        dims = scan.shape[:3]
        input_placeholder, logits = create_model(dims[2], dims[1], dims[0])
        saver = tf.train.Saver()
        saver.restore(sess, "models/hierarchy_level1/model.ckpt")
        output = sess.run(logits, feed_dict={input_placeholder: scan[None]})
        np.save(scene_file.replace(".npy", "_pred.npy"), create_dfs_from_output(output))


if __name__ == "__main__":
    main()
