# source: https://github.com/eragonruan/text-detection-ctpn/issues/8
# symptom: RuntimeError: Graph is finalized and cannot be modified while assigning pretrained VGG weights
# note: the weight loader looks each variable up and assigns it once, before training (the error came from finalizing the graph before this step); one op per variable, not per training step
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


def load_pretrained(data_path, session, ignore_missing=True):
    data_dict = np.load(data_path, encoding="latin1", allow_pickle=True).item()
    for key in data_dict:
        with tf.variable_scope(key, reuse=True):
            for subkey in data_dict[key]:
                try:
                    var = tf.get_variable(subkey)
                    session.run(var.assign(data_dict[key][subkey]))
                    print("assign pretrain model " + subkey + " to " + key)
                except ValueError:
                    if not ignore_missing:
                        raise
                    print("ignore " + key)


with tf.variable_scope("conv1_1"):
    tf.get_variable("weights", [3, 3, 3, 64])
    tf.get_variable("biases", [64])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    load_pretrained("data/pretrain/VGG_imagenet.npy", sess)
