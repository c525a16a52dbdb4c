# source: https://github.com/huggingface/transformers/pull/18202
# note: the merged version of the metric callback: each evaluation batch goes through model.predict_on_batch(), which runs the already-built predict function once without setting up a new prediction loop or progress bar
import numpy as np
import tensorflow as tf


class KerasMetricCallback(tf.keras.callbacks.Callback):
    def __init__(self, metric_fn, eval_dataset):
        super().__init__()
        self.metric_fn = metric_fn
        self.eval_dataset = eval_dataset

    def on_epoch_end(self, epoch, logs=None):
        prediction_list, label_list = [], []
        for batch, labels in self.eval_dataset:
            predictions = self.model.predict_on_batch(batch)
            prediction_list.append(np.asarray(predictions))
            label_list.append(np.asarray(labels))
        metric_output = self.metric_fn((np.concatenate(prediction_list), np.concatenate(label_list)))
        if logs is not None:
            logs.update(metric_output)


def accuracy(eval_predictions):
    preds, labels = eval_predictions
    return {"accuracy": float((preds.argmax(-1) == labels).mean())}


if __name__ == "__main__":
    (x_train, y_train), (x_val, y_val) = tf.keras.datasets.imdb.load_data(num_words=20000)
    x_train = tf.keras.preprocessing.sequence.pad_sequences(x_train, maxlen=256)
    x_val = tf.keras.preprocessing.sequence.pad_sequences(x_val, maxlen=256)
    model = tf.keras.Sequential([
        tf.keras.layers.Embedding(20000, 64),
        tf.keras.layers.GlobalAveragePooling1D(),
        tf.keras.layers.Dense(2),
    ])
    model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    eval_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(32)
    model.fit(x_train, y_train, epochs=5, batch_size=32, callbacks=[KerasMetricCallback(accuracy, eval_ds)])
