import tensorflow as tf


def cifar_training(model, optimizer, train_ds, test_ds, epochs, lr_fn):
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    train_acc = tf.keras.metrics.SparseCategoricalAccuracy()
    test_acc = tf.keras.metrics.SparseCategoricalAccuracy()

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            logits = model(x, training=True)
            loss = loss_fn(y, logits) + tf.add_n(model.losses)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        train_acc.update_state(y, logits)
        return loss

    history = []
    for epoch in range(epochs):
        optimizer.learning_rate.assign(lr_fn(epoch))
        train_acc.reset_states()
        test_acc.reset_states()
        for x, y in train_ds:
            step(x, y)
        for x, y in test_ds:
            test_acc.update_state(y, model(x, training=False))
        history.append((float(train_acc.result()), float(test_acc.result())))
    return history
