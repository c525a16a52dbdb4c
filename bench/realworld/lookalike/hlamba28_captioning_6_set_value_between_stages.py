# source: https://github.com/hlamba28/Automatic-Image-Captioning/issues/6
# symptom: error when changing the learning rate after 20 epochs
# note: the fix from the thread: K.set_value on the optimizer's learning rate between the two training stages, no recompile; one epoch per fit call
import numpy as np
from keras import backend as K
from keras.layers import LSTM, Dense, Embedding, Input, add
from keras.models import Model

from captions import data_generator, load_descriptions

descriptions, photos, wordtoix, max_length, vocab_size = load_descriptions("Flickr8k")
inputs1 = Input(shape=(2048,))
fe = Dense(256, activation="relu")(inputs1)
inputs2 = Input(shape=(max_length,))
se = LSTM(256)(Embedding(vocab_size, 200, mask_zero=True)(inputs2))
outputs = Dense(vocab_size, activation="softmax")(Dense(256, activation="relu")(add([fe, se])))
model = Model(inputs=[inputs1, inputs2], outputs=outputs)
model.compile(loss="categorical_crossentropy", optimizer="adam")

steps = len(descriptions) // 3
for i in range(20):
    generator = data_generator(descriptions, photos, wordtoix, max_length, 3)
    model.fit(generator, epochs=1, steps_per_epoch=steps, verbose=1)

K.set_value(model.optimizer.learning_rate, 0.0001)
for i in range(10):
    generator = data_generator(descriptions, photos, wordtoix, max_length, 6)
    model.fit(generator, epochs=1, steps_per_epoch=len(descriptions) // 6, verbose=1)
model.save("model_final.h5")
