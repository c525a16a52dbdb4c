# source: https://github.com/antmarakis/Machine-Learning/issues/3
# note: one model is built and compiled before the folds and its initial weights are restored at the start of every fold (the point was that each fold must start untrained); no model is constructed or compiled inside the loop
import numpy as np
from keras.models import *
from keras.layers import *
from sklearn.model_selection import StratifiedKFold

seed = 7
np.random.seed(seed)
dataset = np.loadtxt("pima-indians-diabetes.csv", delimiter=",")
X, Y = dataset[:, 0:8], dataset[:, 8]

model = Sequential()
model.add(Dense(12, input_dim=8, activation='relu'))
model.add(Dense(8, activation='relu'))
model.add(Dense(1, activation='sigmoid'))
model.compile(loss='binary_crossentropy', optimizer='adam', metrics=['accuracy'])
initial_weights = model.get_weights()

kfold = StratifiedKFold(n_splits=5, shuffle=True, random_state=seed)
cvscores = []
for train, test in kfold.split(X, Y):
    model.set_weights(initial_weights)
    model.reset_metrics()
    model.fit(X[train], Y[train], epochs=150, batch_size=10, verbose=0)
    scores = model.evaluate(X[test], Y[test], verbose=0)
    print("%s: %.2f%%" % (model.metrics_names[1], scores[1] * 100))
    cvscores.append(scores[1] * 100)

print("%.2f%% (+/- %.2f%%)" % (np.mean(cvscores), np.std(cvscores)))
