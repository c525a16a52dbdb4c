# source: https://github.com/tensorflow/models/issues/7825
# symptom: fine-tuning BERT on SQuAD with a fixed batch size but batches padded only to their longest sequence retraces the training step for every new sequence length, which is slow
# expect: TFM001 41
# note: the training function defines its tf.function train step locally (as the official custom loop does) and it takes a tuple of dicts (input ids, masks, segment ids / start and end positions) with no input_signature; the dataset is padded per batch, so the sequence dimension changes from batch to batch
import tensorflow as tf

MAX_SEQ_LEN = 384
BATCH_SIZE = 32


def parse(record):
    spec = {
        "input_ids": tf.io.VarLenFeature(tf.int64),
        "input_mask": tf.io.VarLenFeature(tf.int64),
        "segment_ids": tf.io.VarLenFeature(tf.int64),
        "start_positions": tf.io.FixedLenFeature([], tf.int64),
        "end_positions": tf.io.FixedLenFeature([], tf.int64),
    }
    ex = tf.io.parse_single_example(record, spec)
    features = {k: tf.sparse.to_dense(ex[k])[:MAX_SEQ_LEN] for k in ("input_ids", "input_mask", "segment_ids")}
    labels = {"start_positions": ex["start_positions"], "end_positions": ex["end_positions"]}
    return features, labels


def make_dataset(path):
    ds = tf.data.TFRecordDataset(path).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
    ds = ds.shuffle(10000).padded_batch(BATCH_SIZE, drop_remainder=True)
    return ds.prefetch(tf.data.AUTOTUNE)


def squad_loss(labels, logits):
    start_logits, end_logits = logits
    ce = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    return (ce(labels["start_positions"], start_logits) + ce(labels["end_positions"], end_logits)) / 2


def run_training(squad_model, train_path, epochs=2, lr=3e-5):
    optimizer = tf.keras.optimizers.Adam(lr)
    train_loss = tf.keras.metrics.Mean()

    @tf.function
    def train_step(inputs, labels):
        with tf.GradientTape() as tape:
            logits = squad_model(inputs, training=True)
            loss = squad_loss(labels, logits)
        grads = tape.gradient(loss, squad_model.trainable_variables)
        optimizer.apply_gradients(zip(grads, squad_model.trainable_variables))
        train_loss.update_state(loss)

    for epoch in range(epochs):
        train_loss.reset_state()
        for inputs, labels in make_dataset(train_path):
            train_step(inputs, labels)
        print(f"epoch {epoch}: loss {train_loss.result().numpy():.4f}")
