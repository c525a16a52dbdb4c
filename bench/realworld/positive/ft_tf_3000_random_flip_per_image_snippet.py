# source: https://github.com/tensorflow/tensorflow/issues/3000
# symptom: each training iteration copies a batch from the pre-loaded images and passes it through tf.image.random_flip_left_right; memory used keeps increasing and is never released
# expect: TFM010 8
# note: pasted as in the issue: no imports, the model (x, y_, train_op, loss) and load_face_images come from the user's other files
def augment_batch(sess, batch):
    out = []
    for img in batch:
        out.append(sess.run(tf.image.random_flip_left_right(img)))
    return np.stack(out)


def print_mem_used(tag):
    print("%s:\t%d" % (tag, psutil.virtual_memory().used))


train_images, train_labels = load_face_images(FLAGS.data_dir)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
print_mem_used("start")
for step in range(FLAGS.max_steps):
    idx = np.random.choice(len(train_images), FLAGS.batch_size, replace=False)
    batch_x = augment_batch(sess, train_images[idx].copy())
    batch_y = train_labels[idx]
    _, loss_value = sess.run([train_op, loss], feed_dict={x: batch_x, y_: batch_y})
    if step % 50 == 0:
        print_mem_used("step %d loss %.4f" % (step, loss_value))
