import numpy as np
from tensorflow import keras

from hls4ml_lite.model import get_ymodel_keras
from hls4ml_lite.model.profiling import summarize

model = keras.models.load_model("jet_tagger.h5")
X_test = np.load("X_test.npy")

ranges = {}
for i in range(len(X_test)):
    sample = X_test[i : i + 1]
    for name, (lo, hi) in summarize(get_ymodel_keras(model, sample)).items():
        old = ranges.get(name, (lo, hi))
        ranges[name] = (min(old[0], lo), max(old[1], hi))

for name, (lo, hi) in sorted(ranges.items()):
    print(f"{name:30s} {lo:+.4f} {hi:+.4f}")
