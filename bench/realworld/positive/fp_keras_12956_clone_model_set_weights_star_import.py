# source: https://github.com/keras-team/keras/issues/12956
# symptom: clone_model() and set_weights() become slower and slower in a loop: cloning ResNet50 takes about 4 s and setting weights 3 s at the first iteration, 34 s and 4 minutes at the 50th
# expect: TFM009 25
# note: notebook-style script with star imports (keras.models / keras.applications); every iteration clones the ResNet50 base model, copies perturbed weights into the clone and scores it, never calling clear_session()
from keras.models import *
from keras.applications import *
import numpy as np
import datetime


def hms(td):
    total = td.days * 86400 + td.seconds
    return f"{total // 3600:02d}:{total % 3600 // 60:02d}:{total % 60:02d}"


base = ResNet50(weights="imagenet")
base_weights = base.get_weights()
probe = np.random.rand(8, 224, 224, 3).astype("float32") * 255.0
reference = base.predict_on_batch(probe)
rng = np.random.default_rng(0)

scores = []
for iteration in range(100):
    t0 = datetime.datetime.now()
    candidate = clone_model(base)
    t1 = datetime.datetime.now()
    noisy = [w + rng.normal(0.0, 1e-3, w.shape).astype(w.dtype) for w in base_weights]
    candidate.set_weights(noisy)
    t2 = datetime.datetime.now()
    out = candidate.predict_on_batch(probe)
    scores.append(float(np.mean(np.abs(out - reference))))
    print(f"iter {iteration}: clone {hms(t1 - t0)}  set_weights {hms(t2 - t1)}  drift {scores[-1]:.5f}")

print("most robust perturbation:", int(np.argmin(scores)))
