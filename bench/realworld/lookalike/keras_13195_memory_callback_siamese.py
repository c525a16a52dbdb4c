# source: https://github.com/keras-team/keras/issues/13195
# note: the report's measuring callback: on_epoch_end only prints ru_maxrss; the siamese model is built and compiled once and trained with a single fit
import resource

import numpy as np
from keras import backend as K
from keras.callbacks import Callback
from keras.datasets import mnist
from keras.layers import Dense, Dropout, Flatten, Input, Lambda
from keras.models import Model
from keras.optimizers import RMSprop


class MemoryCallback(Callback):
    def on_epoch_end(self, epoch, logs=None):
        print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def euclidean_distance(vects):
    x, y = vects
    return K.sqrt(K.maximum(K.sum(K.square(x - y), axis=1, keepdims=True), K.epsilon()))


def contrastive_loss(y_true, y_pred):
    margin = 1
    return K.mean(y_true * K.square(y_pred) + (1 - y_true) * K.square(K.maximum(margin - y_pred, 0)))


def create_base_network(input_shape):
    inp = Input(shape=input_shape)
    x = Flatten()(inp)
    x = Dropout(0.1)(Dense(128, activation="relu")(x))
    x = Dense(128, activation="relu")(x)
    return Model(inp, x)


def create_pairs(x, digit_indices):
    pairs, labels = [], []
    n = min(len(d) for d in digit_indices) - 1
    for d in range(10):
        for i in range(n):
            z1, z2 = digit_indices[d][i], digit_indices[d][i + 1]
            dn = (d + np.random.randint(1, 10)) % 10
            pairs += [[x[z1], x[z2]], [x[z1], x[digit_indices[dn][i]]]]
            labels += [1, 0]
    return np.array(pairs), np.array(labels)


(x_train, y_train), _ = mnist.load_data()
x_train = x_train.astype("float32") / 255
tr_pairs, tr_y = create_pairs(x_train, [np.where(y_train == i)[0] for i in range(10)])
base_network = create_base_network(x_train.shape[1:])
input_a, input_b = Input(shape=x_train.shape[1:]), Input(shape=x_train.shape[1:])
distance = Lambda(euclidean_distance)([base_network(input_a), base_network(input_b)])
model = Model([input_a, input_b], distance)
model.compile(loss=contrastive_loss, optimizer=RMSprop())
model.fit([tr_pairs[:, 0], tr_pairs[:, 1]], tr_y, batch_size=128, epochs=20, callbacks=[MemoryCallback()])
