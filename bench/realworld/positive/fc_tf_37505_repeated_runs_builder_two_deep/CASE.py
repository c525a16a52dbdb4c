# source: https://github.com/tensorflow/tensorflow/issues/37505
# symptom: memory use increases with consecutive training runs (model.fit on CIFAR-10 with an ImageDataGenerator) in one process until it runs out
# expect: TFM009 experiment.py:12
# note: main.py repeats the run for several seeds; experiment.py builds the network through `import models` and `models.make_model(cfg)`, which hands on to a second builder that returns a Sequential
