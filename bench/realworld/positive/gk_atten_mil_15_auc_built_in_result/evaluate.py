import tensorflow as tf

from metrics import BagAUC


bag_auc = BagAUC()
bag_loss = tf.keras.metrics.Mean(name="bag_loss")
bce = tf.keras.losses.BinaryCrossentropy()


@tf.function
def eval_step(model, bag_x, bag_y):
    scores = model(bag_x, training=False)
    bag_loss.update_state(bce(tf.reduce_max(bag_y, keepdims=True),
                              tf.reduce_max(scores, keepdims=True)))
    bag_auc.update_state(bag_y, scores)
    return bag_auc.result()


def evaluate(model, bags):
    bag_auc.reset_state()
    bag_loss.reset_state()
    auc = 0.0
    for bag_x, bag_y in bags:
        auc = eval_step(model, bag_x, bag_y)
    return float(bag_loss.result()), float(auc)
