# source: https://github.com/huggingface/transformers/pull/18202
# symptom: the metric callback is slow and spams the console: at every epoch end it calls model.predict() once per batch of the evaluation set, and each call builds a whole prediction loop with its own progress bar
# expect: TFM008 31
# note: a Keras callback in the style of KerasMetricCallback; the PR replaced predict() with predict_on_batch() for the non-generate path
import numpy as np
import tensorflow as tf


class KerasMetricCallback(tf.keras.callbacks.Callback):
    def __init__(self, metric_fn, eval_dataset, label_cols=("labels",), predict_with_generate=False):
        super().__init__()
        self.metric_fn = metric_fn
        self.eval_dataset = eval_dataset
        self.label_cols = list(label_cols)
        self.predict_with_generate = predict_with_generate

    @staticmethod
    def _concatenate_batches(batches):
        return np.concatenate(batches, axis=0)

    def on_epoch_end(self, epoch, logs=None):
        prediction_list, label_list = [], []
        for batch in self.eval_dataset:
            if isinstance(batch, tuple):
                batch, labels = batch
            else:
                labels = {key: batch[key] for key in self.label_cols}
            if self.predict_with_generate:
                predictions = self.model.generate(batch["input_ids"], attention_mask=batch.get("attention_mask"))
            else:
                predictions = self.model.predict(batch)
                if isinstance(predictions, dict):
                    predictions = predictions["logits"]
            prediction_list.append(np.asarray(predictions))
            label_list.append(np.asarray(labels if not isinstance(labels, dict) else labels[self.label_cols[0]]))
        all_preds = self._concatenate_batches(prediction_list)
        all_labels = self._concatenate_batches(label_list)
        metric_output = self.metric_fn((all_preds, all_labels))
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
    model.fit(x_train, y_train, epochs=5, batch_size=32,
              callbacks=[KerasMetricCallback(accuracy, eval_ds)])
