import argparse

import numpy as np
import tensorflow as tf

from attacks.iterative import BasicIterativeAttack
from models import build_logits_fn, restore_weights


def parse_args():
    parser = argparse.ArgumentParser(description="Robust accuracy under BIM")
    parser.add_argument("--ckpt", required=True)
    parser.add_argument("--data", default="cifar10_test.npz")
    parser.add_argument("--eps", type=float, default=8.0 / 255)
    parser.add_argument("--eps-iter", type=float, default=2.0 / 255)
    parser.add_argument("--nb-iter", type=int, default=10)
    parser.add_argument("--batch-size", type=int, default=128)
    return parser.parse_args()


def main():
    args = parse_args()
    data = np.load(args.data)
    x_test, y_test = data["x"].astype(np.float32) / 255.0, data["y"]

    x_ph = tf.placeholder(tf.float32, [None, 32, 32, 3], name="x")
    y_ph = tf.placeholder(tf.float32, [None, 10], name="y")
    logits_fn = build_logits_fn(num_classes=10)
    clean_logits = logits_fn(x_ph)

    sess = tf.Session()
    restore_weights(sess, args.ckpt)

    attack = BasicIterativeAttack(sess, logits_fn, x_ph, y_ph, eps=args.eps,
                                  eps_iter=args.eps_iter, nb_iter=args.nb_iter)
    correct, seen = 0, 0
    for start in range(0, len(x_test), args.batch_size):
        xb = x_test[start:start + args.batch_size]
        yb = y_test[start:start + args.batch_size]
        x_adv = attack.perturb(xb, yb)
        preds = sess.run(clean_logits, feed_dict={x_ph: x_adv})
        correct += int(np.sum(np.argmax(preds, 1) == np.argmax(yb, 1)))
        seen += len(xb)
        print("batch %d  robust acc so far %.4f" % (start // args.batch_size, correct / seen))
    print("final robust accuracy: %.4f" % (correct / seen))


if __name__ == "__main__":
    main()
