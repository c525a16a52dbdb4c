# source: https://scikit-learn.org/stable/auto_examples/applications/plot_out_of_core_classification.html
# note: scikit-learn out-of-core learning: a linear model is updated with partial_fit on each mini-batch streamed from disk and evaluated with predict after every batch; the loop looks like a Keras training loop (model, epochs, predict per batch) but no TensorFlow or Keras is involved
import numpy as np
import pandas as pd
from sklearn.feature_extraction.text import HashingVectorizer
from sklearn.linear_model import SGDClassifier
from sklearn.metrics import accuracy_score

vectorizer = HashingVectorizer(decode_error="ignore", n_features=2 ** 18, alternate_sign=False)
model = SGDClassifier(loss="log_loss", alpha=1e-5)
classes = np.array([0, 1])

test = pd.read_csv("data/reuters_test.csv")
X_test = vectorizer.transform(test["text"])
y_test = test["label"].to_numpy()

history = []
n_epochs = 3
for epoch in range(n_epochs):
    for batch in pd.read_csv("data/reuters_train.csv", chunksize=1000):
        X_batch = vectorizer.transform(batch["text"])
        model.partial_fit(X_batch, batch["label"].to_numpy(), classes=classes)
        y_pred = model.predict(X_test)
        history.append(accuracy_score(y_test, y_pred))
    print(f"epoch {epoch}: accuracy {history[-1]:.3f}")
