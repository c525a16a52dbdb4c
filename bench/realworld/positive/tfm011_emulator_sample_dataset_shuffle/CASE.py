# source: https://github.com/ai2cm/fv3net/pull/1712
# symptom: memory grows with every epoch of emulator training; the PR removes a large initial shuffle buffer used to draw a sample dataset and moves prefetch after shuffle and batch
# expect: TFM011 emulation/data.py:14
# note: folder case: train.py imports the dataset helpers from emulation/data.py; the buffer value is ours (the PR only says it was large)
