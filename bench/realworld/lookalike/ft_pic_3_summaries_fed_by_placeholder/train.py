import os

import tensorflow as tf

from pic_graph import build_graph, get_batches
from sampling import generate_samples
from options import parse_args

args = parse_args()
g = build_graph(args)
bpd_rec = tf.get_variable("bpd_rec", initializer=tf.constant(0, dtype=tf.float64))
bpd_rec_ = tf.placeholder(tf.float64, shape=[], name="bpd_rec_value")
update_bpd_rec = bpd_rec.assign(bpd_rec_)
rec_summary_op = tf.summary.merge([tf.summary.scalar("rec_bits_per_dimension", bpd_rec)])
imgs_ph = tf.placeholder(tf.float32, shape=(1, None, None, 3))
summaries = {"imgs": imgs_ph,
             "rec": tf.summary.image("rec_pic", imgs_ph, max_outputs=1),
             "gen": tf.summary.image("gen_pic", imgs_ph, max_outputs=1)}
log_dir = os.path.join(args.log_dir, args.exp_name)

with tf.Session() as sess:
    writer = tf.summary.FileWriter(log_dir, graph=sess.graph)
    saver = tf.train.Saver()
    sess.run(tf.global_variables_initializer())
    tf.get_default_graph().finalize()
    lr = args.learning_rate
    for epoch in range(1, args.epochs + 1):
        for xx in get_batches(g.images_train, args.batch_size):
            sess.run(g.train_step, {g.x: xx, g.learning_rate: lr})
            lr *= args.lr_decay
        if args.test_epochs > 0 and epoch % args.test_epochs == 0:
            vals = [sess.run(g.bits_per_dim_val, {g.x: xx})
                    for xx in get_batches(g.images_test, args.batch_size)]
            sess.run(update_bpd_rec, feed_dict={bpd_rec_: sum(vals) / len(vals)})
        if args.gen_epochs > 0 and epoch % args.gen_epochs == 0:
            generate_samples(g.images_test_gen, sess, writer, g.samplers, g.feeds, summaries, args,
                             reconstruct=True, step_id=epoch)
        writer.add_summary(sess.run(rec_summary_op), epoch)
        if args.save_epochs > 0 and epoch % args.save_epochs == 0:
            saver.save(sess, os.path.join(log_dir, "model.ckpt"))
