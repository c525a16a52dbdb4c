# source: https://www.tensorflow.org/tutorials/text/transformer
# symptom: none: variable-length token batches would retrace train_step, but its input_signature fixes one trace
# note: the fix recommended to the reporter of https://github.com/tensorflow/tensorflow/issues/49151 (the official Transformer tutorial): the batch index from enumerate() is not passed to the tf.function
import tensorflow as tf

train_step_signature = [
    tf.TensorSpec(shape=(None, None), dtype=tf.int64),
    tf.TensorSpec(shape=(None, None), dtype=tf.int64),
]


@tf.function(input_signature=train_step_signature)
def train_step(inp, tar):
    tar_inp, tar_real = tar[:, :-1], tar[:, 1:]
    with tf.GradientTape() as tape:
        predictions, _ = transformer([inp, tar_inp], training=True)
        loss = loss_function(tar_real, predictions)
    gradients = tape.gradient(loss, transformer.trainable_variables)
    optimizer.apply_gradients(zip(gradients, transformer.trainable_variables))
    train_loss(loss)
    train_accuracy(accuracy_function(tar_real, predictions))


for epoch in range(EPOCHS):
    train_loss.reset_states()
    train_accuracy.reset_states()
    for batch, (inp, tar) in enumerate(train_batches):
        train_step(inp, tar)
        if batch % 50 == 0:
            print(f"Epoch {epoch + 1} Batch {batch} Loss {train_loss.result():.4f}")
