# source: https://scikit-learn.org/stable/modules/cross_validation.html
# note: the Keras feature extractor predicts once, outside the loop; the predict() in the fold loop belongs to a scikit-learn LogisticRegression
import numpy as np
import tensorflow as tf
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import f1_score
from sklearn.model_selection import KFold

extractor = tf.keras.applications.EfficientNetB0(include_top=False, pooling="avg")
images = np.load("images.npy")
labels = np.load("labels.npy")
features = extractor.predict(images, batch_size=64)

scores = []
for train_idx, val_idx in KFold(n_splits=5, shuffle=True, random_state=1).split(features):
    clf = LogisticRegression(max_iter=2000)
    clf.fit(features[train_idx], labels[train_idx])
    pred = clf.predict(features[val_idx])
    scores.append(f1_score(labels[val_idx], pred, average="macro"))
print(np.mean(scores))
