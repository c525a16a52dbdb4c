import tensorflow as tf


def run_evaluate(model, eval_dataset, loss_fn, strategy):
    """Runs one pass over the eval set and returns the mean loss."""
    eval_loss = tf.keras.metrics.Mean(name="eval_loss")

    @tf.function
    def eval_step(inputs, labels, input_lengths, label_lengths):
        def step_fn(x, y, xl, yl):
            logits = model(x, training=False)
            return loss_fn(y, logits, xl, yl)

        per_replica = strategy.run(step_fn, args=(inputs, labels, input_lengths, label_lengths))
        return strategy.reduce(tf.distribute.ReduceOp.MEAN, per_replica, axis=None)

    for batch, (inputs, labels, input_lengths, label_lengths) in enumerate(eval_dataset):
        loss = eval_step(inputs, labels, input_lengths, label_lengths)
        eval_loss.update_state(loss)
        if batch % 50 == 0:
            print(f"  eval batch {batch}: loss {float(loss):.4f}")
    return float(eval_loss.result())
