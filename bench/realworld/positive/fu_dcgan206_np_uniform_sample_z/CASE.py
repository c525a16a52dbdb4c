# source: https://github.com/carpedm20/DCGAN-tensorflow/issues/206
# symptom: the sample grids saved during training always come from the same z: "np.random.uniform() in method sample always generate a constant array"
# expect: TFM015 dcgan.py:56
# note: TF2 port of the report's sample(): the NumPy draw runs once when sample() is traced and the array is frozen into the graph as a constant; train.py calls sample() every few hundred steps
