# source: https://github.com/keras-team/keras/issues/4092
# symptom: the 3D CNN trains fine, but extracting the output of the fully-connected layer for the whole set ends in a memory error
# expect: TFM010 15
# note: snippet from the feature-extraction part (model built and trained above it); a backend function for the FC layer is created inside the batch loop and called right away
from keras import backend as K

batch_size = 16
fc_index = len(model.layers) - 3
features = []
labels = []

for start in range(0, X_test.shape[0], batch_size):
    stop = min(start + batch_size, X_test.shape[0])
    batch = X_test[start:stop]
    get_fc = K.function([model.layers[0].input, K.learning_phase()],
                        [model.layers[fc_index].output])
    fc_out = get_fc([batch, 0])[0]
    features.append(fc_out)
    labels.append(Y_test[start:stop])

features = np.concatenate(features, axis=0)
labels = np.concatenate(labels, axis=0)
np.save("fc_features.npy", features)
np.save("fc_labels.npy", labels)
print("saved", features.shape)
