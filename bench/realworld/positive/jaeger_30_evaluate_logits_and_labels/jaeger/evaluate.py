import tensorflow as tf


def collect_outputs(model, dataset):
    logits_list, labels_list = [], []
    for fragments, labels in dataset:
        logits = model(fragments, training=False)
        logits_list.append(logits)
        labels_list.append(labels)
    return tf.concat(logits_list, axis=0), tf.concat(labels_list, axis=0)


def accuracy(model, dataset):
    logits, labels = collect_outputs(model, dataset)
    hits = tf.equal(tf.argmax(logits, axis=-1, output_type=tf.int32), tf.cast(labels, tf.int32))
    return float(tf.reduce_mean(tf.cast(hits, tf.float32)))
