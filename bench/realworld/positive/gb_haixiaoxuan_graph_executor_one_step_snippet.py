# source: https://github.com/haixiaoxuan/code-python/blob/HEAD/tf2.0/note/常用模块/graph_executor.py
# symptom: the tf.function step is traced once per distinct batch shape; with a sampler that returns the remaining examples at the end of each pass, the trace count keeps rising
# expect: TFM001 5
# note: the note's train_one_step pasted as a snippet (model, optimizer and data_loader come from earlier notes, no imports): batches are drawn with get_batch(batch_size) from a loader whose last draw per pass is shorter.
@tf.function
def train_one_step(X, y):
    with tf.GradientTape() as tape:
        y_pred = model(X)
        loss = tf.keras.losses.sparse_categorical_crossentropy(y_true=y, y_pred=y_pred)
        loss = tf.reduce_mean(loss)
        tf.print("loss", loss)
    grads = tape.gradient(loss, model.variables)
    optimizer.apply_gradients(grads_and_vars=zip(grads, model.variables))


num_batches = int(data_loader.num_train_data // batch_size * num_epochs)
for batch_index in range(num_batches):
    X, y = data_loader.get_batch(batch_size)
    train_one_step(X, y)
    if batch_index % 500 == 0:
        X_last, y_last = data_loader.get_remainder()
        if len(X_last):
            train_one_step(X_last, y_last)
