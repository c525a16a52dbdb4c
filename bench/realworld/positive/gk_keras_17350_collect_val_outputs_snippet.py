# source: https://github.com/keras-team/keras/issues/17350
# symptom: user wants the inputs, labels and predictions of every validation batch at each epoch; collecting them in Python lists makes memory grow epoch after epoch
# expect: TFM012 22
# note: pasted-snippet style with star imports; train_ds, val_ds, num_epochs and log_epoch come from elsewhere in the notebook; the lists live across epochs and keep every prediction tensor
from tensorflow.keras.layers import *
from tensorflow.keras.models import Model

inp = Input(shape=(32,))
h = Dense(64, activation="relu")(inp)
h = Dropout(0.2)(h)
out = Dense(1)(h)
model = Model(inp, out)
model.compile(optimizer="adam", loss="mse")

val_x, val_gt, val_pred = [], [], []
for epoch in range(num_epochs):
    model.fit(train_ds, epochs=1, verbose=0)
    for x, y in val_ds:
        y_pred = model(x, training=False)
        val_x.append(x)
        val_gt.append(y)
        val_pred.append(y_pred)
    log_epoch(epoch, val_gt, val_pred)
