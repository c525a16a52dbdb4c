import tensorflow as tf


def masked_softmax_cross_entropy(logits, labels, mask):
    loss = tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    mask = tf.cast(mask, tf.float32)
    return tf.reduce_mean(loss * mask / tf.reduce_mean(mask))


def masked_accuracy(logits, labels, mask):
    correct = tf.cast(tf.equal(tf.argmax(logits, 1), tf.argmax(labels, 1)), tf.float32)
    return tf.reduce_sum(correct * tf.cast(mask, tf.float32)) / tf.reduce_sum(tf.cast(mask, tf.float32))


def trainer(model, optimizer, features, support, labels, masks, epochs, weight_decay=5e-4, patience=100):
    train_mask, val_mask, test_mask = masks

    @tf.function
    def optimize_one_step():
        with tf.GradientTape() as tape:
            logits = model((features, support), training=True)
            loss = masked_softmax_cross_entropy(logits, labels, train_mask)
            loss += weight_decay * tf.add_n([tf.nn.l2_loss(v) for v in model.trainable_variables])
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    best_val, best_test, wait = 0.0, 0.0, 0
    for epoch in range(epochs):
        optimize_one_step()
        logits = model((features, support), training=False)
        val_acc = float(masked_accuracy(logits, labels, val_mask))
        if val_acc > best_val:
            best_val, best_test, wait = val_acc, float(masked_accuracy(logits, labels, test_mask)), 0
        else:
            wait += 1
            if wait > patience:
                break
    return best_test
