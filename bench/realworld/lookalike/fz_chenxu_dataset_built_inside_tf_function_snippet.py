# source: https://github.com/chenxu0602/TensorFlow2.0
# note: pattern of preprocessing.py in that repository (the whole training loop in one tf.function): the tf.data pipeline is built inside the tf.function from the file paths it receives, not captured from a module-level dataset, and the function is traced with reduce_retracing=True and called once; snippet pasted without imports (tf, model, optimizer, loss_fn defined elsewhere).

n_inputs = 8
X_mean, X_std = [0.] * n_inputs, [1.] * n_inputs


def preprocess(line):
    defs = [0.] * n_inputs + [tf.constant([], dtype=tf.float32)]
    fields = tf.io.decode_csv(line, record_defaults=defs)
    x = tf.stack(fields[:-1])
    y = tf.stack(fields[-1:])
    return (x - X_mean) / X_std, y


def csv_reader_dataset(filepaths, repeat=1, n_readers=5, n_read_threads=None,
                       shuffle_buffer_size=10000, n_parse_threads=5, batch_size=32):
    dataset = tf.data.Dataset.list_files(filepaths)
    dataset = dataset.interleave(
        lambda filepath: tf.data.TextLineDataset(filepath).skip(1),
        cycle_length=n_readers, num_parallel_calls=n_read_threads)
    dataset = dataset.map(preprocess, num_parallel_calls=n_parse_threads)
    dataset = dataset.shuffle(shuffle_buffer_size).repeat(repeat)
    return dataset.batch(batch_size).prefetch(1)


@tf.function(reduce_retracing=True)
def train(model, optimizer, loss_fn, n_epochs, train_filepaths):
    train_set = csv_reader_dataset(train_filepaths, repeat=n_epochs)
    for X_batch, y_batch in train_set:
        with tf.GradientTape() as tape:
            y_pred = model(X_batch)
            main_loss = tf.reduce_mean(loss_fn(y_batch, y_pred))
            loss = tf.add_n([main_loss] + model.losses)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))


train(model, optimizer, loss_fn, 5, train_filepaths)
