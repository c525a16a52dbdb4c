# source: https://github.com/tensorlayer/TensorLayer/issues/945
# symptom: the run time of initialize_global_variables and load_and_assign_npz grows with every iteration when the test function is called inside a for loop
# expect: TFM010 29
# note: SRGAN-style inference: the per-image function builds the input placeholder and the generator network, initializes and restores it in a new session; the loop over images is in another function of the module
import os

import numpy as np
import tensorflow as tf
import tensorlayer as tl
from tensorlayer.layers import Conv2d, ElementwiseLayer, InputLayer, SubpixelConv2d

checkpoint_dir, checkpoint_name = "checkpoint", "g_srgan.npz"


def generator(t_image, reuse=False):
    with tf.variable_scope("SRGAN_g", reuse=reuse):
        n = InputLayer(t_image, name="in")
        n = Conv2d(n, 64, (3, 3), act=tf.nn.relu, name="n64s1/c")
        temp = n
        for i in range(4):
            nn = Conv2d(n, 64, (3, 3), act=tf.nn.relu, name="n64s1/c1/%s" % i)
            n = ElementwiseLayer([n, nn], tf.add, name="b_residual_add/%s" % i)
        n = ElementwiseLayer([n, temp], tf.add, name="add3")
        n = SubpixelConv2d(Conv2d(n, 256, (3, 3), name="n256s1/1"), scale=2, act=tf.nn.relu, name="pixelshufflerx2/1")
        return Conv2d(n, 3, (1, 1), act=tf.nn.tanh, name="out")


def test_image(image, reuse):
    t_image = tf.placeholder("float32", [1, None, None, 3], name="input_image")
    net_g = generator(t_image, reuse=reuse)
    with tf.Session() as sess:
        tl.layers.initialize_global_variables(sess)
        tl.files.load_and_assign_npz(sess=sess, name=os.path.join(checkpoint_dir, checkpoint_name), network=net_g)
        return sess.run(net_g.outputs, {t_image: [image]})[0]


def upscale_folder(images):
    outputs = []
    for i, image in enumerate(images):
        outputs.append(test_image(image / 127.5 - 1, reuse=i > 0))
    return outputs


if __name__ == "__main__":
    print(len(upscale_folder([np.random.rand(96, 96, 3) * 255 for _ in range(10)])))
