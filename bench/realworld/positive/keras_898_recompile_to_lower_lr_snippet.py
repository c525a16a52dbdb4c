# source: https://github.com/keras-team/keras/issues/898
# symptom: to decrease the learning rate after some hundreds of epochs the user recompiles the model between training stages ("Thus far, I have been recompiling, but that seems foolish"); every compile throws away the compiled training function
# expect: TFM013 12
# note: a notebook-style snippet with no imports (Sequential, Dense, Adagrad, X and y come from earlier cells); the same model is recompiled with a smaller learning rate for each stage
model = Sequential()
model.add(Dense(256, input_dim=X.shape[1], activation="relu"))
model.add(Dropout(0.3))
model.add(Dense(1, activation="sigmoid"))

history = []
for stage, lr in enumerate([0.01, 0.005, 0.001, 0.0005, 0.0001]):
    model.compile(optimizer=Adagrad(lr=lr), loss="binary_crossentropy", metrics=["accuracy"])
    h = model.fit(X, y, nb_epoch=50, batch_size=128, validation_split=0.1, verbose=0)
    history.append(h.history)
    print("stage", stage, "lr", lr, "val_acc", h.history["val_acc"][-1])
