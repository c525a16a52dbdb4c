# source: https://github.com/tflearn/tflearn/issues/455
# note: k-fold training with tflearn: each fold starts from tf.reset_default_graph() before the network is defined, so the old fold's graph and session are dropped
import numpy as np
import tensorflow as tf
import tflearn
from sklearn.model_selection import KFold

X = np.load("features.npy").astype("float32")
Y = np.load("labels_onehot.npy").astype("float32")

accuracies = []
for fold, (train, test) in enumerate(KFold(n_splits=5, shuffle=True).split(X)):
    tf.reset_default_graph()
    net = tflearn.input_data(shape=[None, X.shape[1]])
    net = tflearn.fully_connected(net, 64, activation="relu")
    net = tflearn.fully_connected(net, Y.shape[1], activation="softmax")
    net = tflearn.regression(net, optimizer="adam", loss="categorical_crossentropy")
    model = tflearn.DNN(net)
    model.fit(X[train], Y[train], n_epoch=10, batch_size=64, show_metric=False)
    accuracies.append(model.evaluate(X[test], Y[test])[0])
    model.save("fold_%d.tflearn" % fold)
print(np.mean(accuracies))
