# source: https://github.com/shenweichen/DeepCTR/issues/87
# symptom: a custom auc metric passed to model.compile for a DeepFM model fails during fit with "FailedPreconditionError: Error while reading resource variable ... uninitialized"; the metric function builds its own AUC state each time Keras calls it inside the compiled train/test functions
# expect: TFM014 26
# note: TF2 form of the report's metric (the original used K.tf.metrics.auc plus a local-variables initializer); Keras calls the metric function inside its traced train_function for every batch; the thread's workaround switched to tf.py_func around sklearn's roc_auc_score
import pandas as pd
import tensorflow as tf
from deepctr.feature_column import SparseFeat, get_feature_names
from deepctr.models import DeepFM
from sklearn.model_selection import train_test_split
from sklearn.preprocessing import LabelEncoder

SPARSE = ["C" + str(i) for i in range(1, 27)]


def load_criteo(path="criteo_sample.txt"):
    data = pd.read_csv(path)
    data[SPARSE] = data[SPARSE].fillna("-1")
    for feat in SPARSE:
        data[feat] = LabelEncoder().fit_transform(data[feat])
    columns = [SparseFeat(feat, vocabulary_size=data[feat].max() + 1, embedding_dim=4)
               for feat in SPARSE]
    return data, columns


def auc(y_true, y_pred):
    metric = tf.keras.metrics.AUC()
    metric.update_state(y_true, y_pred)
    return metric.result()


if __name__ == "__main__":
    data, columns = load_criteo()
    names = get_feature_names(columns)
    train, test = train_test_split(data, test_size=0.2, random_state=2020)
    model = DeepFM(columns, columns, task="binary")
    model.compile("adam", "binary_crossentropy", metrics=[auc])
    model.fit({n: train[n] for n in names}, train["label"].values,
              batch_size=256, epochs=10, validation_split=0.2, verbose=2)
    print(model.evaluate({n: test[n] for n in names}, test["label"].values, batch_size=256))
