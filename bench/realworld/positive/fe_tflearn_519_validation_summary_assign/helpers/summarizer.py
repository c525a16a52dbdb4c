import tensorflow as tf

_VALUE_VARS = {}


def value_variable(name):
    """One non-trainable variable per monitored value, created on first use."""
    if name not in _VALUE_VARS:
        _VALUE_VARS[name] = tf.Variable(0.0, trainable=False, name=name)
    return _VALUE_VARS[name]


def summarize_validation(session, writer, step, val_loss, val_acc):
    loss_var = value_variable("val_loss")
    acc_var = value_variable("val_acc")
    session.run(tf.assign(loss_var, val_loss))
    session.run(tf.assign(acc_var, val_acc))
    merged = tf.summary.merge([
        tf.summary.scalar("Loss/Validation", loss_var),
        tf.summary.scalar("Accuracy/Validation", acc_var),
    ])
    writer.add_summary(session.run(merged), step)
    writer.flush()
