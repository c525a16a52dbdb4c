import tensorflow as tf


def build_train_graph(images, labels, network_fn, num_classes, lr_steps, lr_values):
    global_step = tf.compat.v1.Variable(0, name="global_step", trainable=False)
    inc_op = tf.compat.v1.assign_add(global_step, 1, name="increment_global_step")
    lr = tf.compat.v1.train.piecewise_constant(global_step, boundaries=lr_steps, values=lr_values)
    opt = tf.compat.v1.train.MomentumOptimizer(learning_rate=lr, momentum=0.9)
    embeddings, logits = network_fn(images, num_classes=num_classes, is_training=True)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
    train_op = opt.minimize(loss)
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), labels), tf.float32))
    summary_op = tf.compat.v1.summary.merge([
        tf.compat.v1.summary.scalar("loss", loss),
        tf.compat.v1.summary.scalar("lr", lr),
    ])
    return {"global_step": global_step, "inc_op": inc_op, "train_op": train_op,
            "loss": loss, "acc": acc, "summary": summary_op}


def build_saver(max_to_keep=5):
    return tf.compat.v1.train.Saver(max_to_keep=max_to_keep)
