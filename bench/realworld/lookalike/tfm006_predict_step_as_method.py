# source: https://github.com/YosefLab/epitome/issues/43
# symptom: none: the prediction step is a tf.function method defined once on the class, so repeated run_predictions calls reuse its traces
# note: the later version of the same model class after the retracing report: predict_step_generator is a decorated method instead of a tf.function defined inside run_predictions
import numpy as np
import tensorflow as tf


class VariationalPeakModel:
    def __init__(self, model, batch_size=64):
        self.model = model
        self.batch_size = batch_size

    @tf.function
    def predict_step_generator(self, inputs_b):
        return tf.sigmoid(self.model(inputs_b))

    def run_predictions(self, num_samples, dataset):
        preds = []
        for inputs in dataset.take(num_samples // self.batch_size + 1):
            preds.append(self.predict_step_generator(inputs).numpy())
        return np.concatenate(preds)[:num_samples]

    def score_regions(self, features_by_file):
        return {name: self.run_predictions(len(f), tf.data.Dataset.from_tensor_slices(f).batch(self.batch_size))
                for name, f in features_by_file.items()}
