# source: https://github.com/seeman1978/LearnTF/blob/HEAD/Learning_Rate.py
# note: the learning rate is lowered through a LearningRateScheduler callback that writes the optimizer's variable with K.set_value; the model is compiled once and never recompiled, so no train function is traced again
import numpy as np
import tensorflow.keras.backend as K
from tensorflow.keras.callbacks import LearningRateScheduler
from tensorflow.keras.layers import Dense
from tensorflow.keras.models import Sequential
from tensorflow.keras.optimizers import SGD

train_x = np.random.rand(5000, 20).astype("float32")
train_y = (train_x.sum(axis=1) > 10).astype("float32")

model = Sequential([Dense(64, activation="relu", input_shape=(20,)), Dense(1, activation="sigmoid")])
model.compile(optimizer=SGD(learning_rate=0.1), loss="binary_crossentropy", metrics=["accuracy"])


def scheduler(epoch):
    if epoch % 100 == 0 and epoch != 0:
        lr = K.get_value(model.optimizer.learning_rate)
        K.set_value(model.optimizer.learning_rate, lr * 0.1)
        print(f"lr changed to {lr * 0.1}")
    return float(K.get_value(model.optimizer.learning_rate))


reduce_lr = LearningRateScheduler(scheduler)
model.fit(train_x, train_y, batch_size=32, epochs=300, callbacks=[reduce_lr], verbose=2)
