# source: https://openillumi.com/keras-predict-memory-leak-fix-model-call
# symptom: none: the page's fix, the model is called directly on each batch instead of model.predict
# note: model(x, training=False) in the loop, as the page recommends for repeated inference on in-memory batches
import numpy as np
from tensorflow.keras import Input, Model
from tensorflow.keras.layers import Conv2D

side = 512
inp = Input(shape=(side, side, 12))
model = Model(inp, Conv2D(1, 1, activation="sigmoid")(Conv2D(16, 3, padding="same", activation="relu")(inp)))

for i in range(60):
    batch = np.random.rand(8, side, side, 12).astype("float32")
    out = model(batch, training=False)
    print(i, float(out.numpy().mean()))
