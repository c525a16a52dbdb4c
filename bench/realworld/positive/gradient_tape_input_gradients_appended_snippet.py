# source: https://e-learn.cn/topic/4021299
# symptom: OOM while training with GradientTape, but only when the input gradient of every batch is appended to a list
# expect: TFM012 16
# note: pasted without imports: tf, model, los_func, opti_func, train_dataset and epochs come from earlier cells
# note: the report wraps the batch in tf.Variable to get its gradient; tape.watch is used here, the list is what the report is about
sa_input = []
for epoch in range(epochs):
    epoch_accuracy = tf.keras.metrics.CategoricalAccuracy()
    for x, y_true in train_dataset:
        with tf.GradientTape() as tape:
            tape.watch(x)
            y_pred = model(x, training=True)
            loss = los_func(y_true, y_pred)
        epoch_accuracy.update_state(y_true, y_pred)
        grads, input_grad = tape.gradient(loss, (model.trainable_variables, x))
        sa_input.append(input_grad)
        opti_func.apply_gradients(zip(grads, model.trainable_variables))
    print(epoch, epoch_accuracy.result().numpy())
