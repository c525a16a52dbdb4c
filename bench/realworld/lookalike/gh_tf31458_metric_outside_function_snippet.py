# source: https://github.com/tensorflow/tensorflow/issues/31458
# symptom: (near-miss) keras metrics used inside a tf.function; creating metrics or other stateful objects inside the function would create state per trace
# note: as in the thread's working variant: the Mean metric is created once at module level and only updated and reset (by assigning its total/count) inside a parameterless tf.function, so there is nothing to retrace on; no metric, layer or variable is constructed in the function body and no global dataset is iterated. Pasted with the usual snippet brevity (no import line for tf).
mean = tf.keras.metrics.Mean()


@tf.function
def evaluate_every_fifth_step():
    for step in tf.range(100):
        if step % 5 == 0:
            for y in tf.range(10):
                mean.update_state(tf.cast(y + step, tf.float32))
            tf.print("step", step, "mean", mean.result())
            mean.total.assign(0.0)
            mean.count.assign(0.0)


evaluate_every_fifth_step()
print(mean.result().numpy())
