# source: https://github.com/keras-team/keras/issues/13836
# symptom: each iteration of the loop gets slower and memory leaks; adding K.clear_session() made the thread count explode instead
# expect: TFM009 39
import time
import sys
import numpy as np
from keras.models import *
from keras.layers import *
from keras.optimizers import *

num_classes = 10


def get_model():
    model1 = Sequential()
    model1.add(Conv2D(32, (3, 3), padding='same', input_shape=(32, 32, 3)))
    model1.add(Activation('relu'))
    model1.add(Conv2D(32, (3, 3)))
    model1.add(Activation('relu'))
    model1.add(MaxPooling2D(pool_size=(2, 2)))
    model1.add(Dropout(0.25))
    model1.add(Conv2D(64, (3, 3), padding='same'))
    model1.add(Activation('relu'))
    model1.add(MaxPooling2D(pool_size=(2, 2)))
    model1.add(Flatten())
    model1.add(Dense(512))
    model1.add(Activation('relu'))
    model1.add(Dense(num_classes))
    model1.add(Activation('softmax'))
    model1.compile(loss='categorical_crossentropy', optimizer=RMSprop(lr=1e-4), metrics=['accuracy'])
    return model1


iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 500
total = np.zeros(1)
for i in range(iterations):
    start = time.time()
    # build a fresh model and read back its initial weights
    model = get_model()
    weights = model.get_weights()
    total += sum(np.abs(w).sum() for w in weights)
    print(i, "took", round(time.time() - start, 3), "s")
