# source: https://github.com/tensorflow/tensorflow/issues/33995
# symptom: ResourceExhaustedError on the last fold of k-fold cross-validation, whatever k is (TF 2.0, 12 GB GPU)
# expect: TFM009 29
# note: a same-module build_model() returning a compiled Model is called once per fold
import pandas as pd
from sklearn.model_selection import KFold
from tensorflow import keras
from tensorflow.keras.applications.resnet50 import ResNet50, preprocess_input


def build_model(dropout, fc_layers, num_classes, opt, metrics):
    base = ResNet50(weights="imagenet", include_top=False, input_shape=(224, 224, 3))
    for layer in base.layers:
        layer.trainable = False
    x = keras.layers.Flatten()(base.output)
    for units in fc_layers:
        x = keras.layers.Dropout(dropout)(keras.layers.Dense(units, activation="relu")(x))
    out = keras.layers.Dense(num_classes, activation="softmax")(x)
    model = keras.Model(base.input, out)
    model.compile(opt, loss="categorical_crossentropy", metrics=metrics)
    return model


data = pd.read_csv("labels.csv")
gen = keras.preprocessing.image.ImageDataGenerator(preprocessing_function=preprocess_input,
                                                   horizontal_flip=True, vertical_flip=True)
scores = []
for fold, (train_idx, val_idx) in enumerate(KFold(n_splits=5, shuffle=True).split(data)):
    model = build_model(0.5, [1024, 1024], 7, "adam", ["accuracy"])
    flow = dict(x_col="path", y_col="label", target_size=(224, 224), batch_size=16)
    train_it = gen.flow_from_dataframe(data.iloc[train_idx], **flow)
    val_it = gen.flow_from_dataframe(data.iloc[val_idx], **flow)
    model.fit(train_it, epochs=10, validation_data=val_it)
    scores.append(model.evaluate(val_it)[1])
print(sum(scores) / len(scores))
