# source: https://github.com/keras-team/keras/issues/6325
# symptom: memory is not released between architectures tried on the same loaded dataset
# expect: TFM009 13
# note: a snippet without imports; following the advice in the thread, a new model instance is made for each architecture, with no clear_session
architectures = [
    [512, 256],
    [1024, 512, 256],
    [256, 256, 256, 128],
    [2048, 1024],
]
results = {}
for hidden in architectures:
    model = Sequential()
    model.add(Dense(hidden[0], activation="relu", input_dim=x_train.shape[1]))
    for units in hidden[1:]:
        model.add(Dense(units, activation="relu"))
        model.add(Dropout(0.3))
    model.add(Dense(n_classes, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer="adam", metrics=["accuracy"])
    model.fit(x_train, y_train, batch_size=128, epochs=30, validation_split=0.1, verbose=0)
    results[tuple(hidden)] = model.evaluate(x_test, y_test, verbose=0)[1]
print(results)
