# source: https://github.com/keras-team/keras/issues/3704
# symptom: a day-long epoch is split into chunks, each trained with its own fit call; does the optimizer keep its state between calls?
# note: the model is built and compiled once (the maintainers' point: the optimizer state is only reset by recompiling); the loop just calls fit on successive chunks
