# source: https://scikit-learn.org/stable/modules/compose.html
# note: scikit-learn pipelines built by a build_model() helper, fitted and asked to predict once per candidate; the only TensorFlow use is a feature extractor loaded once before the loop
import numpy as np
import tensorflow as tf
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import f1_score
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

encoder = tf.keras.models.load_model("encoder.keras")
features = encoder.predict(np.load("signals.npy"), batch_size=1024, verbose=0)
labels = np.load("labels.npy")
x_train, x_test, y_train, y_test = train_test_split(features, labels, test_size=0.2, random_state=0)


def build_model(c):
    return make_pipeline(StandardScaler(), LogisticRegression(C=c, max_iter=2000))


best = None
for c in np.logspace(-3, 3, 13):
    model = build_model(c)
    model.fit(x_train, y_train)
    score = f1_score(y_test, model.predict(x_test), average="macro")
    if best is None or score > best[0]:
        best = (score, c)
print(best)
