import argparse

import numpy as np
import tensorflow as tf

from data_feed import GrowingFeed
from pool import LabelPool
from nets import small_cnn


def main(args):
    pool = LabelPool(args.data, seed=args.seed)
    feed = GrowingFeed(image_shape=(32, 32, 3), num_classes=10, batch_size=args.batch_size)
    logits = small_cnn(feed.images, num_classes=10, is_training=True)
    loss = tf.losses.sparse_softmax_cross_entropy(feed.labels, logits)
    train_op = tf.train.MomentumOptimizer(args.lr, 0.9).minimize(loss)

    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        imgs, labels = pool.initial(args.initial)
        n = feed.refresh(sess, imgs, labels)
        for step in range(1, args.steps + 1):
            _, l = sess.run([train_op, loss])
            if step % args.grow_every == 0:
                imgs, labels = pool.acquire(args.acquire)
                n = feed.refresh(sess, imgs, labels)
                print("step %d: pool size %d, loss %.4f" % (step, n, l))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="cifar10.npz")
    ap.add_argument("--initial", type=int, default=1000)
    ap.add_argument("--acquire", type=int, default=500)
    ap.add_argument("--grow_every", type=int, default=200)
    ap.add_argument("--steps", type=int, default=50000)
    ap.add_argument("--batch_size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--seed", type=int, default=0)
    main(ap.parse_args())
