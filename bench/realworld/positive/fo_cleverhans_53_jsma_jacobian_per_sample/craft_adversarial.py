import numpy as np
import tensorflow as tf

from attacks import jsma
from mnist_model import build_cnn, load_mnist

NB_SAMPLES = 500


def main():
    x_test, y_test = load_mnist(split="test")
    x = tf.placeholder(tf.float32, shape=(None, 28, 28, 1))
    logits = build_cnn(x)
    sess = tf.Session()
    tf.train.Saver().restore(sess, "checkpoints/mnist_cnn.ckpt")
    successes = 0
    for i in range(NB_SAMPLES):
        sample = x_test[i:i + 1]
        target = (int(np.argmax(y_test[i])) + 1) % 10
        adv = jsma(sess, x, logits, sample, target)
        pred = sess.run(logits, feed_dict={x: adv})
        successes += int(np.argmax(pred) == target)
        print(f"sample {i}: success rate so far {successes / (i + 1):.2%}")


if __name__ == "__main__":
    main()
