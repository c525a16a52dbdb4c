# source: https://github.com/tensorflow/tensorflow/issues/4151
# symptom: every step is slower than the last and memory explodes: each sess.run(tf.assign(var, array)) adds an Assign op and a Const holding the whole numpy array to the graph
# expect: TFM010 16
# note: pasted from a notebook cell: tf, np, sess, loss, train_op and next_feed come from earlier cells, nothing is imported; the value differs every step, which is why the reporter did not build the op before the loop
lookup = tf.Variable(np.zeros((20000, 128), dtype=np.float32), name="lookup")
sess.run(tf.global_variables_initializer())


def refreshed_table(step):
    # the data loader hands over a new table on every step
    return np.random.normal(size=(20000, 128)).astype(np.float32)


for step in range(10000):
    table = refreshed_table(step)
    sess.run(tf.assign(lookup, table))
    loss_value, _ = sess.run([loss, train_op], feed_dict=next_feed())
    if step % 100 == 0:
        print(step, loss_value)
