# source: https://github.com/keras-team/keras/issues/8457
# symptom: compiling the model again each time the learning rate changes eventually runs out of memory; clear_session() would lose the weights
# expect: TFM013 utils.py:5
# note: the epoch loop is in train.py; the compile is in utils.py, imported with `import utils`
