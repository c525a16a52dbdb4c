# source: https://github.com/keras-team/keras/issues/16947
# symptom: memory ran away when a new Sequence was created and fit() called for every stage of synthetic-data training
# note: the fix suggested by the maintainer: one Sequence whose on_epoch_end moves the simulation parameters forward and a single fit call, instead of a new Sequence plus fit per stage; the model is built and compiled once
