# source: https://github.com/lKorron/lineSearchNet/blob/HEAD/Metrics.py
# note: the callback reaches the global model rather than self.model, as in the repository; moved to lookalike/ after the untuned measurement: the source is a repository file that reports no growth, and one whole-validation predict per epoch in `on_epoch_end` is the Keras validation-callback idiom TFM008 does not report (as keras_4168, keras3_inside and fb_tf_explain_8)
import keras
import numpy as np
from keras.optimizers import SGD
from sklearn.metrics import roc_auc_score

x_tr = np.load("features_train.npy")
y_tr = np.load("labels_train.npy")
x_va = np.load("features_val.npy")
y_va = np.load("labels_val.npy")

model = keras.Sequential([
    keras.layers.Input((x_tr.shape[1],)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(y_tr.shape[1], activation="softmax"),
])
model.compile(optimizer=SGD(learning_rate=0.01), loss="categorical_crossentropy")


class Metrics(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self._data = []

    def on_epoch_end(self, epoch, logs=None):
        y_predict = np.asarray(model.predict(x_va))
        self._data.append({"val_rocauc": roc_auc_score(np.argmax(y_va, axis=1), y_predict, multi_class="ovr")})

    def get_data(self):
        return self._data


metrics = Metrics()
model.fit(x_tr, y_tr, epochs=100, validation_data=(x_va, y_va), callbacks=[metrics])
