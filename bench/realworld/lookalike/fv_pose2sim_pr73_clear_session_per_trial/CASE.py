# source: https://github.com/perfanalytics/pose2sim/pull/73
# symptom: (fixed variant) batch marker augmentation got slower with every file until the Keras session was cleared
# note: Correct: augment_trc() loads the two augmenter models once per trial (no loop inside), and the per-trial loop
# note: in batch_process.py clears the Keras session after every trial, as in the PR ('after 80 files no increase in
# note: time'). Load-and-predict only, so clearing keeps memory flat; each trial's frames go through predict_on_batch
# note: once.
