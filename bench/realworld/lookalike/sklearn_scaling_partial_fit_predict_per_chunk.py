# source: https://scikit-learn.org/stable/computing/scaling_strategies.html
# symptom: none: scikit-learn's out-of-core recipe: an SGD classifier is fit incrementally and predicts chunk by chunk; a tf.data pipeline only reads the chunks
# note: `.fit`/`.partial_fit`/`.predict` in loops on a scikit-learn estimator, in a file that also imports TensorFlow; nothing here is a Keras model
import numpy as np
import tensorflow as tf
from sklearn.feature_extraction.text import HashingVectorizer
from sklearn.linear_model import SGDClassifier

vectorizer = HashingVectorizer(n_features=2 ** 18, alternate_sign=False)
clf = SGDClassifier(loss="log_loss")
CLASSES = np.array([0, 1])


def chunks(path, size=1000):
    ds = tf.data.experimental.make_csv_dataset(path, batch_size=size, num_epochs=1, shuffle=False)
    for batch in ds:
        texts = [t.decode("utf-8") for t in batch["text"].numpy()]
        yield texts, batch["label"].numpy()


for texts, labels in chunks("train.csv"):
    clf.partial_fit(vectorizer.transform(texts), labels, classes=CLASSES)

predictions = []
for texts, _ in chunks("test.csv"):
    predictions.append(clf.predict(vectorizer.transform(texts)))
print(np.concatenate(predictions).mean())
