# source: https://github.com/Kongsea/yueye/pull/1
# symptom: UserWarning "An unusually high number of Iterator.get_next() calls was detected" followed by gradual slowdown and resource exhaustion during training
# expect: TFM010 21
# note: pasted training script; get_next() is called inside the step loop and its result fetched with sess.run before the train step
train_ds = build_dataset(FLAGS.train_list, FLAGS.batch_size, is_training=True)
iterator = train_ds.make_one_shot_iterator()

x = tf.placeholder(tf.float32, [None, FLAGS.image_size, FLAGS.image_size, 3], name="x")
y_ = tf.placeholder(tf.int64, [None], name="y")
logits = inference(x, num_classes=FLAGS.num_classes, is_training=True)
loss = tf.losses.sparse_softmax_cross_entropy(y_, logits)
global_step = tf.train.get_or_create_global_step()
train_op = tf.train.MomentumOptimizer(FLAGS.lr, 0.9).minimize(loss, global_step=global_step)
saver = tf.train.Saver(max_to_keep=5)

config = tf.ConfigProto(allow_soft_placement=True)
config.gpu_options.allow_growth = True
with tf.Session(config=config) as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(FLAGS.max_steps):
        images, labels = iterator.get_next()
        img_val, lbl_val = sess.run([images, labels])
        _, loss_val = sess.run([train_op, loss], feed_dict={x: img_val, y_: lbl_val})
        if step % FLAGS.log_every == 0:
            print("step %d, loss %.4f" % (step, loss_val))
        if step % FLAGS.save_every == 0:
            saver.save(sess, FLAGS.ckpt_dir + "/model.ckpt", global_step=step)
