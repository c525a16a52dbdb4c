import os

import tensorflow as tf

from pic_graph import build_graph, get_batches
from sampling import generate_samples
from options import parse_args

args = parse_args()
g = build_graph(args)
bpd_rec = tf.get_variable("bpd_rec", initializer=tf.constant(0, dtype=tf.float64))
rec_summary_op = tf.summary.merge([tf.summary.scalar("rec_bits_per_dimension", bpd_rec)])
log_dir = os.path.join(args.log_dir, args.exp_name)

with tf.Session() as sess:
    writer = tf.summary.FileWriter(log_dir, graph=sess.graph)
    saver = tf.train.Saver()
    sess.run(tf.global_variables_initializer())
    lr = args.learning_rate
    for epoch in range(1, args.epochs + 1):
        for xx in get_batches(g.images_train, args.batch_size):
            _, bpd = sess.run([g.train_step, g.bits_per_dim], {g.x: xx, g.learning_rate: lr})
            lr *= args.lr_decay
        if args.test_epochs > 0 and epoch % args.test_epochs == 0:
            vals = [sess.run(g.bits_per_dim_val, {g.x: xx})
                    for xx in get_batches(g.images_test, args.batch_size)]
            sess.run(bpd_rec.assign(sum(vals) / len(vals)))
        if args.gen_epochs > 0 and epoch % args.gen_epochs == 0:
            generate_samples(g.images_test_gen, sess, writer, g.samplers, g.feeds, args,
                             reconstruct=True, step_id=epoch)
            generate_samples(g.images_test_gen, sess, writer, g.samplers, g.feeds, args,
                             step_id=epoch)
        writer.add_summary(sess.run(rec_summary_op), epoch)
        if args.save_epochs > 0 and epoch % args.save_epochs == 0:
            saver.save(sess, os.path.join(log_dir, "model.ckpt"))
        print("epoch %d/%d done" % (epoch, args.epochs))
