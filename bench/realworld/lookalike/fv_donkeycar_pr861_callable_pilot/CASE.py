# source: https://github.com/autorope/donkeycar/pull/861
# symptom: (fixed variant) Keras pilots were slow on a Raspberry Pi 4 because inference used model.predict per frame
# note: Correct: the fix from the PR, inference through the callable interface model(x, training=False) (~22 fps on a
# note: Pi 4 according to the PR) instead of predict() per frame; the model is loaded once.
