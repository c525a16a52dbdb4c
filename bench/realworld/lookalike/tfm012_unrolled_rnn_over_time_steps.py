# source: https://github.com/dragen1860/Deep-Learning-with-TensorFlow-book/blob/master/ch11-%E5%BE%AA%E7%8E%AF%E7%A5%9E%E7%BB%8F%E7%BD%91%E7%BB%9C/nb.py
# note: resembles a leak: the output tensor of every loop pass is appended to a list
# note: a two-layer RNN unrolled by hand, as in the book: the loop goes over the time steps of one input tensor, and the first layer's outputs are kept because the second layer reads them; the list is as long as the sequence
import tensorflow as tf
from tensorflow.keras import layers

cell0 = layers.SimpleRNNCell(64)
cell1 = layers.SimpleRNNCell(64)
x = tf.random.normal([4, 80, 100])
h0 = [tf.zeros([4, 64])]
h1 = [tf.zeros([4, 64])]

first_layer_outputs = []
for x_t in tf.unstack(x, axis=1):
    out0, h0 = cell0(x_t, h0)
    first_layer_outputs.append(out0)
for x_t in first_layer_outputs:
    out1, h1 = cell1(x_t, h1)
