# source: https://errorhandle.ai/how-to-delete-an-object-or-a-model-entirely-from-memory-in-keras-python3
# note: the page's recipe for loading several models one after another in the same script: clear the Keras session, drop the old model, collect garbage. Here each iteration starts with clear_session() and then loads one checkpoint, evaluates it on the whole test set and keeps only the score; nothing is trained in the loop, so this is the build-only loop that clear_session() keeps flat
import gc
import glob
import json

import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

x_test = np.load("data/x_test.npy")
y_test = np.load("data/y_test.npy")

scores = {}
for path in sorted(glob.glob("runs/*/best.keras")):
    K.clear_session()
    model = tf.keras.models.load_model(path)
    loss, acc = model.evaluate(x_test, y_test, batch_size=256, verbose=0)
    scores[path] = {"loss": float(loss), "accuracy": float(acc), "params": int(model.count_params())}
    print(f"{path}: acc={acc:.4f} loss={loss:.4f}")
    del model
    gc.collect()

best = max(scores, key=lambda p: scores[p]["accuracy"])
with open("runs/leaderboard.json", "w") as f:
    json.dump({"best": best, "scores": scores}, f, indent=2)
print("best checkpoint:", best)
