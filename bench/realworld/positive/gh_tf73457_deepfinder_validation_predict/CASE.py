# source: https://github.com/tensorflow/tensorflow/issues/73457
# source: https://github.com/deep-finder/tirfm-deepfinder
# symptom: GPU memory and RAM increase steadily over the epochs of a long training run on TF 2.16/2.17; the same code was flat on TF 2.11
# expect: TFM008 deepfinder/training.py:40
# note: keeps the project's shape: a Train class whose launch() loops over epochs with train_on_batch per step, then runs a validation loop that calls evaluate and predict on every validation batch of every epoch; the command module builds the trainer once.
