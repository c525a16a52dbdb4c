# source: https://github.com/scikit-learn/scikit-learn/issues/15048
# symptom: GridSearchCV over a Keras classifier fills memory; the same leak appears in a hand-written grid search with nested loops
# expect: TFM009 19
# note: snippet as posted in the thread's comment: data preparation and the builder are defined earlier in the notebook, so the cell has no imports
def build_classifier(optimizer, units):
    classifier = Sequential()
    classifier.add(Dense(units=units, kernel_initializer="uniform", activation="relu", input_dim=11))
    classifier.add(Dense(units=units, kernel_initializer="uniform", activation="relu"))
    classifier.add(Dense(units=1, kernel_initializer="uniform", activation="sigmoid"))
    classifier.compile(optimizer=optimizer, loss="binary_crossentropy", metrics=["accuracy"])
    return classifier


results = []
for optimizer in ["adam", "rmsprop"]:
    for units in [6, 12, 24]:
        for batch_size in [25, 32]:
            for epochs in [100, 300]:
                classifier = build_classifier(optimizer, units)
                classifier.fit(X_train, y_train, batch_size=batch_size, epochs=epochs, verbose=0)
                accuracy = classifier.evaluate(X_test, y_test, verbose=0)[1]
                results.append((optimizer, units, batch_size, epochs, accuracy))
                print(results[-1])

best = max(results, key=lambda r: r[-1])
print("best:", best)
