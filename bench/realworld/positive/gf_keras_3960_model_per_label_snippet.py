# source: https://github.com/keras-team/keras/issues/3960
# symptom: one sigmoid model per label on a shared hidden layer: after training the first few models the process dies with a device out-of-memory error
# expect: TFM009 15
# expect: TFM013 18
# note: pasted as in the issue: star imports, x_data / y_data / label_names defined earlier in the user's script; the label models are built in one loop and compiled in a second loop.
from keras.layers import *
from keras.models import *

tokens = Input(shape=(30000,))
hidden = Dense(3000, activation='tanh')(Dropout(0.2)(tokens))

label_models = {}
for name in label_names:
    head = Dense(1, activation='sigmoid', name='out_' + name)(hidden)
    label_models[name] = Model(tokens, head)

for name, m in label_models.items():
    m.compile(optimizer='adam', loss='binary_crossentropy', metrics=['accuracy'])

for col, name in enumerate(label_names):
    label_models[name].fit(x_data, y_data[:, col], batch_size=128, epochs=3)
