# source: https://forums.fast.ai/t/how-could-i-release-gpu-memory-of-keras/2023/18
# symptom: GPU memory is not released between Keras runs in a notebook; the answer's reset_keras() function, called before each run, releases it every time
# note: look-alike: the experiment loop calls reset_keras() (which calls clear_session and closes the old session) as the first thing of every iteration, before building the next classifier
import gc

import tensorflow
from keras.backend.tensorflow_backend import clear_session, get_session, set_session
from keras.layers import Conv2D, Dense, Flatten, MaxPooling2D
from keras.models import Sequential


def reset_keras():
    sess = get_session()
    clear_session()
    sess.close()
    gc.collect()
    config = tensorflow.ConfigProto()
    config.gpu_options.per_process_gpu_memory_fraction = 1
    config.gpu_options.visible_device_list = "0"
    set_session(tensorflow.Session(config=config))


def build_classifier(filters):
    classifier = Sequential()
    classifier.add(Conv2D(filters, (3, 3), input_shape=(64, 64, 3), activation="relu"))
    classifier.add(MaxPooling2D(pool_size=(2, 2)))
    classifier.add(Flatten())
    classifier.add(Dense(128, activation="relu"))
    classifier.add(Dense(1, activation="sigmoid"))
    classifier.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    return classifier


def run_all(train_gen, val_gen):
    scores = {}
    for filters in (16, 32, 64):
        reset_keras()
        classifier = build_classifier(filters)
        history = classifier.fit_generator(train_gen, steps_per_epoch=250, epochs=10, validation_data=val_gen)
        scores[filters] = max(history.history["val_acc"])
    return scores
