# source: https://github.com/tensorflow/tensorflow/issues/25414
# symptom: a tf.function that loops over a tensorflow_datasets split defined outside it misbehaves (TF 2.0 preview); "If I create the dataset inside the tf.function the code works as expected", and the maintainers call the captured-dataset behaviour a bug still being fixed
# expect: TFM003 trainer.py:20
# note: the split is loaded and batched at module level in input_pipeline.py; trainer.py imports it with `from input_pipeline import train_data` and iterates it inside the tf.function epoch of a GAN trainer
