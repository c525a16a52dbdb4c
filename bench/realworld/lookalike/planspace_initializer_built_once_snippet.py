# source: http://planspace.org/20170404-how_not_to_program_the_tensorflow_graph/
# note: the post's advice: build the initializer op once and keep a Python reference to it; the per-run helper only runs it. Snippet without imports, like the post's
learning_rates = [0.1, 0.03, 0.01, 0.003]
initializer = tf.global_variables_initializer()
sess.graph.finalize()


def reset_and_train(sess, init_op, train_op, loss, batches, feed):
    sess.run(init_op)
    total = 0.0
    for batch in batches():
        _, value = sess.run([train_op, loss], feed_dict=feed(batch))
        total += value
    return total


for lr in learning_rates:
    print(lr, reset_and_train(sess, initializer, model.train_ops[lr], model.loss, data.batches, model.feed))
