# source: https://github.com/keras-team/keras/issues/3939
# note: the training loop from the report: train_on_batch/test_on_batch return Python floats / NumPy values, which are summed with np.array and kept in a per-epoch history list; nothing in the list holds a tensor, and the batch shape is fixed by the generators (no retracing)
import numpy as np
from keras.layers import *
from keras.models import Model

NB_EPOCHS = 60
NB_TRAIN_ITERATIONS = 500
NB_TEST_ITERATIONS = 50

inp = Input(shape=(256, 256, 3))
x = Conv2D(32, 3, padding="same", activation="relu")(inp)
x = MaxPooling2D()(x)
x = Conv2D(64, 3, padding="same", activation="relu")(x)
x = UpSampling2D()(x)
heatmaps = Conv2D(5, 1, activation="sigmoid")(x)
model = Model(inp, heatmaps)
model.compile(optimizer="adam", loss="mse")

train_gen = train_generator()
test_gen = test_generator()
history = []
for i in range(NB_EPOCHS):
    avg_train_loss = np.zeros(1)
    avg_test_loss = np.zeros(1)
    for j in range(NB_TRAIN_ITERATIONS):
        batch_data, batch_heatmaps = next(train_gen)
        loss = model.train_on_batch(batch_data, batch_heatmaps)
        avg_train_loss += np.array(loss)
    for j in range(NB_TEST_ITERATIONS):
        batch_data, batch_heatmaps = next(test_gen)
        loss = model.test_on_batch(batch_data, batch_heatmaps)
        avg_test_loss += np.array(loss)
    history.append((avg_train_loss / NB_TRAIN_ITERATIONS, avg_test_loss / NB_TEST_ITERATIONS))
    print("[Epoch %d] train %.5f  test %.5f" % (i, history[-1][0][0], history[-1][1][0]))
