# source: https://github.com/tkipf/keras-gcn/issues/32
# symptom: putting the GCN model construction in a loop to test randomly generated hyperparameters fails with "ValueError: Initializer for variable graph_convolution_22/kernel/ is from inside a control-flow construct"; the suggested fix is keras.backend.clear_session()
# expect: TFM009 42
# expect: TFM008 45
# note: star-import script in the style of the repository's example; build_gcn() is a same-module function that returns a Model, and the random-search loop calls it for every configuration without clearing the session
import random

import numpy as np
from keras.layers import *
from keras.models import *
from keras.optimizers import Adam
from keras.regularizers import l2

from kegra.layers.graph import GraphConvolution
from kegra.utils import get_splits, load_data, preprocess_adj

X, A, y = load_data(dataset="cora")
y_train, y_val, y_test, idx_train, idx_val, idx_test, train_mask = get_splits(y)
X /= X.sum(1).reshape(-1, 1)
A_ = preprocess_adj(A, True)
graph = [X, A_]


def build_gcn(hidden, dropout, l2_reg):
    X_in = Input(shape=(X.shape[1],))
    G = Input(shape=(None, None), batch_shape=(None, None), sparse=True)
    H = Dropout(dropout)(X_in)
    H = GraphConvolution(hidden, 1, activation="relu", kernel_regularizer=l2(l2_reg))([H] + [G])
    H = Dropout(dropout)(H)
    Y = GraphConvolution(y.shape[1], 1, activation="softmax")([H] + [G])
    return Model(inputs=[X_in, G], outputs=Y)


results = []
for trial in range(50):
    config = {
        "hidden": random.choice([8, 16, 32, 64]),
        "dropout": random.uniform(0.2, 0.7),
        "l2_reg": 10 ** random.uniform(-5, -3),
        "lr": 10 ** random.uniform(-3, -1.5),
    }
    model = build_gcn(config["hidden"], config["dropout"], config["l2_reg"])
    model.compile(loss="categorical_crossentropy", optimizer=Adam(lr=config["lr"]))
    model.fit(graph, y_train, sample_weight=train_mask, batch_size=A.shape[0], epochs=200, shuffle=False, verbose=0)
    preds = model.predict(graph, batch_size=A.shape[0])
    val_acc = np.mean(np.argmax(preds[idx_val], 1) == np.argmax(y_val[idx_val], 1))
    results.append((val_acc, config))
    print(trial, config, val_acc)
