import numpy as np
import tensorflow.compat.v1 as tf

from zoo import MODELS

tf.disable_v2_behavior()


def _test(data_format="channels_last"):
    for name, model in MODELS.items():
        x = tf.placeholder(dtype=tf.float32, shape=(None, 224, 224, 3), name="xx")
        y_net = model(x)

        weight_count = np.sum([np.prod(v.get_shape().as_list()) for v in tf.trainable_variables()])
        print("m={}, {}".format(name, weight_count))

        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            x_value = np.zeros((1, 224, 224, 3), np.float32)
            y = sess.run(y_net, feed_dict={x: x_value})
            assert y.shape == (1, 1000)
        tf.reset_default_graph()


if __name__ == "__main__":
    _test()
