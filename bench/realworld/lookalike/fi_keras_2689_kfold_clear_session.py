# source: https://github.com/keras-team/keras/issues/2689
# note: the cross-validation loop with the clear-session fix commonly given for this report: K.clear_session() at the start of every fold releases the previous fold's graph before the next model is built
import numpy as np
from keras import backend as K
from keras.layers import LSTM, Dense, Embedding
from keras.models import Sequential
from sklearn.model_selection import KFold

N_WORDS, SEQ_LENGTH, N_CLASSES = 100000, 50, 10
x = np.random.randint(N_WORDS, size=(10000, SEQ_LENGTH))
y = np.eye(N_CLASSES)[np.random.randint(N_CLASSES, size=10000)]

scores = []
for i, (train_idx, test_idx) in enumerate(KFold(n_splits=10, shuffle=True).split(x)):
    K.clear_session()
    model = Sequential()
    model.add(Embedding(N_WORDS, 200, input_length=SEQ_LENGTH))
    model.add(LSTM(200))
    model.add(Dense(N_CLASSES, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer="adam", metrics=["accuracy"])
    model.fit(x[train_idx], y[train_idx], batch_size=64, epochs=2, verbose=0)
    scores.append(model.evaluate(x[test_idx], y[test_idx], verbose=0)[1])

print("mean accuracy", np.mean(scores))
