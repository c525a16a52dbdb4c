import numpy as np
import tensorflow as tf

import pathnet_utils as pn
from datasets import load_binary_task
from model import build_pathnet
from evolution import get_geopath, mutation
from options import parse_args


def train(args):
    xs_all, ys_all = load_binary_task(args.digits)
    L, M, N = args.L, args.M, args.N
    geopath = pn.geopath_initializer(L, M)
    x = tf.placeholder(tf.float32, [None, 784])
    y_ = tf.placeholder(tf.float32, [None, 2])
    logits, var_list = build_pathnet(x, geopath, L, M)
    loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=y_, logits=logits))
    train_step = tf.train.GradientDescentOptimizer(args.lr).minimize(loss, var_list=var_list)
    accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), tf.argmax(y_, 1)), tf.float32))
    var_ph, var_ops = pn.make_update_ops(var_list)
    geo_ph, geo_ops = pn.make_geopath_ops(geopath, L, M)

    sess = tf.InteractiveSession()
    tf.global_variables_initializer().run()
    sess.graph.finalize()

    population = [get_geopath(L, M, N) for _ in range(args.population)]
    ptr = 0
    for gen in range(args.generations):
        a, b = np.random.choice(args.population, 2, replace=False)
        backup = pn.parameters_backup(var_list)
        scores = []
        for cand in (a, b):
            pn.parameters_update(sess, var_ph, var_ops, backup)
            pn.geopath_insert(sess, geo_ph, geo_ops, population[cand], L, M)
            total = 0.0
            for _ in range(args.T):
                xb, yb = xs_all[ptr:ptr + 16], ys_all[ptr:ptr + 16]
                ptr = (ptr + 16) % (len(xs_all) - 16)
                _, acc = sess.run([train_step, accuracy], feed_dict={x: xb, y_: yb})
                total += acc
            scores.append(total / args.T)
        winner, loser = (a, b) if scores[0] >= scores[1] else (b, a)
        population[loser] = mutation(population[winner].copy(), L, M, N)
        if max(scores) >= args.threshold:
            print("task solved after %d generations" % gen)
            break


if __name__ == "__main__":
    train(parse_args())
