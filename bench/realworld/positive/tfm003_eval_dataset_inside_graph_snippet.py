# source: https://github.com/tensorflow/tensorflow/issues/36511
# symptom: the Mean metric gives different results under @tf.function than eagerly; the module-level eval dataset is iterated inside the traced function
# expect: TFM003 13
# note: pasted without imports (tf is TensorFlow)
eval_data = tf.data.Dataset.range(10)
running_mean = tf.keras.metrics.Mean(name="mean", dtype=tf.float32)


@tf.function
def periodic_eval():
    for step in range(100):
        if tf.equal(step % 5, 0):
            for y in eval_data:
                running_mean(tf.cast(y + step, tf.float32))
            tf.print(running_mean.result())
            running_mean.reset_states()


periodic_eval()
