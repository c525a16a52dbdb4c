# source: http://planspace.org/20170404-how_not_to_program_the_tensorflow_graph/
# symptom: each call of session.run(tf.global_variables_initializer()) adds a new initializer op to the graph; a training script that re-initialises per run keeps growing the graph and slowing down
# expect: TFM010 9
# note: snippet without imports (tf, sess, model and the batches come from elsewhere); the helper that re-initialises is called once per run from the sweep loop
learning_rates = [0.1, 0.03, 0.01, 0.003]


def reset_and_train(sess, train_op, loss, batches, feed):
    sess.run(tf.global_variables_initializer())
    total = 0.0
    for batch in batches():
        _, value = sess.run([train_op, loss], feed_dict=feed(batch))
        total += value
    return total


for lr in learning_rates:
    print(lr, reset_and_train(sess, model.train_ops[lr], model.loss, data.batches, model.feed))
