# source: https://github.com/tensorflow/tensorflow/issues/31026
# symptom: "How to release keras compiled model": memory use rises every time the same model is compiled again (TF 1.14)
# expect: TFM013 7
# note: notebook cell with no imports: the model, optimizer list and data are defined in earlier cells; the cell recompiles the same model for each learning rate and keeps training it
histories = {}
for lr in learning_rates:
    model.compile(optimizer=Adam(lr=lr), loss="categorical_crossentropy", metrics=["accuracy"])
    history = model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=5, batch_size=128, verbose=2)
    histories[lr] = history.history["val_accuracy"][-1]
    print(lr, histories[lr])

best_lr = max(histories, key=histories.get)
print("best learning rate", best_lr)
