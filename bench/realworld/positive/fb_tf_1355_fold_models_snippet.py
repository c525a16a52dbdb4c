# source: https://github.com/tensorflow/tensorflow/issues/1355
# symptom: ResourceExhausted (OOM) after a number of consecutive models are trained and tested in a for loop (k-fold cross-validation with Keras on the TensorFlow backend)
# expect: TFM009 13
# note: a forum-style snippet without imports (Sequential, Dense, KFold come from the poster's session); the model is built anew per fold and never cleared
n_folds = 10
X = load_features("train.h5")
Y = load_labels("train.h5")

results = []
kf = KFold(n_splits=n_folds, shuffle=True)
for fold, (tr, te) in enumerate(kf.split(X)):
    print("fold", fold + 1, "/", n_folds)
    model = Sequential()
    model.add(Dense(512, input_dim=X.shape[1], activation="relu"))
    model.add(Dense(256, activation="relu"))
    model.add(Dense(Y.shape[1], activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer="adam", metrics=["accuracy"])
    model.fit(X[tr], Y[tr], batch_size=128, epochs=20, verbose=0)
    results.append(model.evaluate(X[te], Y[te], verbose=0)[1])

print("mean accuracy", sum(results) / len(results))
