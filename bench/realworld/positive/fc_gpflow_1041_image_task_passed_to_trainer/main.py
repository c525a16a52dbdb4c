import matplotlib.pyplot as plt
import numpy as np
import tensorflow.compat.v1 as tf

from monitor import ImageToTensorboardTask
from trainer import Trainer

tf.disable_eager_execution()

X = np.linspace(0, 10, 200)[:, None]
Y = np.sin(X) + 0.1 * np.random.randn(*X.shape)
w = tf.Variable(tf.zeros([1, 1], tf.float64))
b = tf.Variable(tf.zeros([1], tf.float64))
pred = tf.matmul(tf.constant(np.sin(X)), w) + b
loss = tf.reduce_mean(tf.square(pred - Y))


def plot_fit():
    fig, ax = plt.subplots()
    ax.plot(X[:, 0], Y[:, 0], ".")
    return fig


writer = tf.summary.FileWriter("logs")
task = ImageToTensorboardTask(writer, plot_fit, "fit")
trainer = Trainer(loss, tasks=[task], every=20)
with tf.Session() as sess:
    print(trainer.fit(sess, 2000))
