# source: https://github.com/tensorflow/tensorflow/pull/27089
# symptom: a Python float computed from the epoch number is passed to a tf.function every epoch; each new value is a new trace signature (the doc change explains how Python numbers are handled)
# expect: TFM007 27
# note: snippet as pasted in a question: tf, model, loss_fn, train_ds and the constants come from earlier cells; no imports
@tf.function
def train_step(x, y, lr):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    for g, v in zip(grads, model.trainable_variables):
        v.assign_sub(lr * g)
    return loss


def evaluate(ds):
    total, count = 0.0, 0
    for x, y in ds:
        total += float(loss_fn(y, model(x, training=False)))
        count += 1
    return total / max(count, 1)


for epoch in range(EPOCHS):
    lr = BASE_LR / (1.0 + DECAY * epoch)
    for x, y in train_ds:
        loss = train_step(x, y, lr)
    print(epoch, lr, float(loss), evaluate(val_ds))
