# source: https://github.com/keras-team/keras/issues/2689
# symptom: GPU memory use rises fold after fold during 10-fold cross-validation until a later fold fails with an out-of-memory error; `del model` and garbage collection do not release it
# expect: TFM009 20
# note: written with star imports only (keras.models / keras.layers / keras.utils), as in many cross-validation snippets; a new Sequential is built, compiled and trained in every fold
from keras.layers import *
from keras.models import *
from keras.utils import *
import numpy as np
from sklearn.model_selection import KFold
from sklearn.preprocessing import MultiLabelBinarizer

DH, N_WORDS, SEQ_LENGTH, N_CLASSES, N_EXAMPLES = 200, 100000, 50, 10, 10000

x = np.random.randint(N_WORDS, size=(N_EXAMPLES, SEQ_LENGTH))
y = MultiLabelBinarizer().fit_transform(np.random.randint(N_CLASSES, size=(N_EXAMPLES, 1)))

scores = []
for i, (train_idx, test_idx) in enumerate(KFold(n_splits=10, shuffle=True).split(x)):
    print("ITERATION {}".format(i))
    model = Sequential()
    model.add(Embedding(N_WORDS, DH, input_length=SEQ_LENGTH))
    model.add(LSTM(DH))
    model.add(Dense(N_CLASSES, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer="adam", metrics=["accuracy"])
    model.fit(x[train_idx], y[train_idx], batch_size=64, epochs=2, verbose=1)
    scores.append(model.evaluate(x[test_idx], y[test_idx], verbose=0)[1])
    del model

print("mean accuracy", np.mean(scores))
