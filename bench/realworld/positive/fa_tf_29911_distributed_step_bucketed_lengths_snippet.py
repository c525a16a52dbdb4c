# source: https://github.com/tensorflow/tensorflow/issues/29911
# symptom: the input data "has varying dimensions in various steps" and the distributed step retraces whenever they change; adding an input_signature to avoid it crashed under MirroredStrategy, and the suggested workarounds were experimental_relax_shapes or passing the iterator instead of the tensors
# expect: TFM001 26
# note: snippet as pasted in a thread, without imports; batches come from bucket_by_sequence_length, so the padded length changes from batch to batch
strategy = tf.distribute.MirroredStrategy()
GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync

with strategy.scope():
    model = build_seq2seq(vocab_size=32000, d_model=512)
    optimizer = tf.keras.optimizers.Adam(1e-4)
    loss_object = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")


def step_fn(inputs):
    src, tgt = inputs
    with tf.GradientTape() as tape:
        logits = model([src, tgt[:, :-1]], training=True)
        mask = tf.cast(tgt[:, 1:] != 0, tf.float32)
        per_token = loss_object(tgt[:, 1:], logits) * mask
        loss = tf.reduce_sum(per_token) / GLOBAL_BATCH
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def distributed_train_step(dist_inputs):
    per_replica_losses = strategy.run(step_fn, args=(dist_inputs,))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica_losses, axis=None)


dataset = pairs.bucket_by_sequence_length(
    element_length_func=lambda src, tgt: tf.shape(src)[0],
    bucket_boundaries=[16, 32, 64, 128],
    bucket_batch_sizes=[GLOBAL_BATCH] * 5,
)
dist_dataset = strategy.experimental_distribute_dataset(dataset)

for epoch in range(20):
    total = 0.0
    for step, dist_inputs in enumerate(dist_dataset):
        total += float(distributed_train_step(dist_inputs))
    print(epoch, total / (step + 1))
