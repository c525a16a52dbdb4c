import tensorflow as tf


def refit(session, model, steps=50, learning_rate=0.01):
    """Re-optimise the hyper-parameters on the current buffer."""
    loss = tf.add_n([model.nlml, model.prior_penalty])
    optimizer = tf.train.AdamOptimizer(learning_rate)
    train_op = optimizer.minimize(loss, var_list=model.params)
    session.run(tf.variables_initializer(optimizer.variables()))
    feed = model.feed()
    for _ in range(steps):
        session.run(train_op, feed_dict=feed)
    return session.run(loss, feed_dict=feed)
