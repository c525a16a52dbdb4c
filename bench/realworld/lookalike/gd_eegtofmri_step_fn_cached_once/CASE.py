# source: https://github.com/DCalhas/eeg_to_fmri/blob/master/src/utils/train.py
# symptom: later version of the same training helper: one compiled step for the whole run
# note: the tf.function is created once per Trainer under an is-None guard (with reduce_retracing=True) and reused for every batch; nothing is defined inside the per-step call
