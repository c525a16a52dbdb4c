# source: http://www.mikkelmedm.com/when-training-keras-models-crashes-your-gpu/
# symptom: while retraining and comparing several Keras models in a notebook, the session crashes over and over; the worst failure comes when loading a model with Keras' load_model, a memory leak that keras.backend.clear_session() cleared up
# expect: TFM009 15
# note: notebook cell with star imports (keras.models, keras.preprocessing.image); it loads every retrained checkpoint in turn with load_model to pick the one to use for the webcam demo, and never clears the session between loads
from keras.models import *
from keras.preprocessing.image import *
import glob
import numpy as np

test_gen = ImageDataGenerator(rescale=1.0 / 255).flow_from_directory(
    "data/test", target_size=(224, 224), batch_size=32, class_mode="categorical", shuffle=False)

results = {}
for path in sorted(glob.glob("checkpoints/*.h5")):
    model = load_model(path)
    loss, acc = model.evaluate(test_gen, verbose=0)
    results[path] = acc
    print(f"{path}: accuracy {acc:.3f}, loss {loss:.3f}")
    del model

best = max(results, key=results.get)
print("using", best, "for the webcam demo")
