# source: https://github.com/DCalhas/eeg_to_fmri/blob/master/src/utils/train.py
# symptom: EEG-to-fMRI synthesis training: a new tf.function is created inside train_step for every batch, so every step traces a fresh graph; training is slow and memory grows over epochs
# expect: TFM006 step.py:7
# note: train.py loops epochs x batches and calls train_step, which defines @tf.function apply_gradient in its body and calls it at once
