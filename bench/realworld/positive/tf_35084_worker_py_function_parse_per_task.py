# source: https://github.com/tensorflow/tensorflow/issues/35084
# symptom: RSS of the ElasticDL worker grows with every task: each task builds a new tf.data pipeline whose map runs a Python parser through tf.py_function, with many parallel calls holding parsed records in flight
# expect: TFM004 28
# note: the report's pipeline parses CSV-like records in Python (tf.py_function) inside Dataset.map; the parallelism of 16 is ours
import numpy as np
import tensorflow as tf


def _py_parse_record(record):
    fields = bytes.decode(record.numpy()).split(",")
    return np.asarray([float(v) + 1.0 for v in fields], dtype=np.float32)


def parse_data(record):
    values = tf.py_function(_py_parse_record, [record], tf.float32)
    values.set_shape([8])
    return values[:-1], values[-1]


class Worker:
    def __init__(self, model, reader, minibatch_size=64):
        self.model = model
        self.reader = reader
        self.minibatch_size = minibatch_size

    def _task_dataset(self, task):
        records = tf.data.Dataset.from_generator(lambda: self.reader.read_records(task), output_types=tf.string)
        return records.map(parse_data, num_parallel_calls=16).batch(self.minibatch_size)

    def run(self, master):
        while True:
            task = master.get_task()
            if task is None:
                break
            for features, labels in self._task_dataset(task):
                master.report_gradients(self.model.compute_gradients(features, labels))
