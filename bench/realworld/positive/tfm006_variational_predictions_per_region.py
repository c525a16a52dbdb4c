# source: https://github.com/YosefLab/epitome/issues/43
# symptom: "9 out of the last 9 calls to <function VariationalPeakModel.run_predictions.<locals>.predict_step> triggered tf.function retracing"
# expect: TFM006 16
# note: run_predictions() defines its tf.function inside and is reached once per region file through eval_vector(), from the loop in score_peak_files()
import numpy as np
import tensorflow as tf


class VariationalPeakModel:
    def __init__(self, model, batch_size=64, samples=50):
        self.model = model
        self.batch_size = batch_size
        self.samples = samples

    def run_predictions(self, num_samples, dataset):
        @tf.function
        def predict_step(inputs):
            draws = tf.stack([tf.sigmoid(self.model(inputs, training=True)) for _ in range(self.samples)])
            return tf.reduce_mean(draws, axis=0), tf.math.reduce_std(draws, axis=0)

        means, stds = [], []
        for inputs in dataset.take(num_samples // self.batch_size + 1):
            mean, std = predict_step(inputs)
            means.append(mean.numpy())
            stds.append(std.numpy())
        return np.concatenate(means)[:num_samples], np.concatenate(stds)[:num_samples]

    def eval_vector(self, features, indices):
        dataset = tf.data.Dataset.from_tensor_slices(features[indices]).batch(self.batch_size)
        return self.run_predictions(len(indices), dataset)

    def score_peak_files(self, features_by_file, regions):
        scores = {}
        for name, features in features_by_file.items():
            scores[name] = self.eval_vector(features, regions[name])
        return scores
