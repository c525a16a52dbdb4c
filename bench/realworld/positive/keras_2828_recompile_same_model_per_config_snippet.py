# source: https://github.com/keras-team/keras/issues/2828
# symptom: compiling the same model again and again takes longer on each call (1 s for the first, 5 s after twenty) and the memory footprint keeps increasing; the reporter needs hundreds of compiles for hyper-parameter tuning
# expect: TFM013 17
# note: snippet without imports (keras, np and the data come from elsewhere): one model is built, its initial weights are restored and it is recompiled for every optimizer setting
model = keras.Sequential([
    keras.Input((784,)),
    keras.layers.Dense(512, activation="relu"),
    keras.layers.Dense(512, activation="relu"),
    keras.layers.Dense(10, activation="softmax"),
])
initial_weights = model.get_weights()

scores = {}
for lr in [0.1, 0.03, 0.01, 0.003, 0.001]:
    for momentum in [0.0, 0.5, 0.9, 0.99]:
        model.set_weights(initial_weights)
        model.compile(loss="categorical_crossentropy", optimizer=keras.optimizers.SGD(learning_rate=lr, momentum=momentum))
        model.fit(x_train, y_train, batch_size=128, epochs=2, verbose=0)
        scores[(lr, momentum)] = model.evaluate(x_test, y_test, verbose=0)
        print(lr, momentum, scores[(lr, momentum)])
