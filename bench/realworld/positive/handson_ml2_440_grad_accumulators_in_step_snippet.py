# source: https://github.com/ageron/handson-ml2/issues/440
# symptom: a custom training loop fails with "ValueError: tf.function-decorated function tried to create variables on non-first call": variables are created inside the decorated step, so a later call or retrace creates new ones
# expect: TFM002 7
# note: a snippet without imports from a training script (tf, model, optimizer, loss_fn and train_ds are defined above it); gradients are accumulated over micro-batches in variables created inside the tf.function
@tf.function
def accumulate_and_apply(micro_batches):
    accumulators = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]
    total_loss = 0.0
    for x, y in micro_batches:
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        for acc, g in zip(accumulators, grads):
            acc.assign_add(g)
        total_loss += loss
    optimizer.apply_gradients(zip([a / 4.0 for a in accumulators], model.trainable_variables))
    return total_loss / 4.0


for epoch in range(30):
    for step, batch in enumerate(train_ds.batch(4)):
        loss = accumulate_and_apply(batch)
        if step % 100 == 0:
            print(epoch, step, float(loss))
