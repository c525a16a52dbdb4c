# source: https://github.com/keras-team/keras/issues/6511
# symptom: memory grew while a saved model was loaded 300 times in a loop under Keras 1.2; the thread's answer was to upgrade to Keras 2, which fixed it
# note: look-alike: the report's loop as run after the upgrade: each iteration loads the model, scores the held-out set once and calls K.clear_session() before the next load, which is the remedy Keras documents for models created in a loop
import gc
import glob

import numpy as np
from keras import backend as K
from keras.models import load_model


def score_checkpoints(pattern, x_test, y_test):
    scores = {}
    for path in sorted(glob.glob(pattern)):
        try:
            model = load_model(path)
            loss, acc = model.evaluate(x_test, y_test, batch_size=256, verbose=0)
            scores[path] = acc
        except Exception as e:
            print(path, e)
            break
        finally:
            K.clear_session()
            gc.collect()
    return scores


if __name__ == "__main__":
    data = np.load("holdout.npz")
    results = score_checkpoints("checkpoints/my_model_*.hdf5", data["x"], data["y"])
    for path, acc in sorted(results.items(), key=lambda kv: -kv[1])[:10]:
        print(f"{acc:.4f}  {path}")
