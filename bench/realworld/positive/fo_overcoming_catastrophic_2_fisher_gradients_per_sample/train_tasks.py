import numpy as np
import tensorflow as tf

from model import EWCNet
from mnist_io import load_mnist_train


def permuted(images, seed):
    return images[:, np.random.RandomState(seed).permutation(images.shape[1])]


def main(num_tasks=10, steps_per_task=800):
    images, labels = load_mnist_train()
    x = tf.placeholder(tf.float32, [None, 784])
    y = tf.placeholder(tf.float32, [None, 10])
    net = EWCNet(x, y)
    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    for task in range(num_tasks):
        task_images = permuted(images, seed=task)
        for _ in range(steps_per_task):
            idx = np.random.randint(0, len(task_images), 100)
            sess.run(net.train_op, feed_dict={x: task_images[idx], y: labels[idx]})
        net.remember_weights(sess)
        net.compute_fisher(task_images, sess)
        print(f"task {task}: fisher estimated")


if __name__ == "__main__":
    main()
