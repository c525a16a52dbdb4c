# source: https://github.com/keras-team/keras/issues/4104
# symptom: slowness: the user recompiles before each of 10,000 batches to apply a learning rate computed from the previous batch's accuracy
# expect: TFM013 16
# note: the model is passed in; .compile() then .train_on_batch() show it is Keras
from keras.optimizers import SGD


def determine_learning_rate(acc, lr):
    return lr * 1.05 if acc > 0.9 else lr * 0.7


def train(model, batches, lr=0.01):
    acc = 0.0
    for xb, yb in batches:
        lr = determine_learning_rate(acc, lr)
        model.compile(optimizer=SGD(learning_rate=lr), loss="categorical_crossentropy", metrics=["accuracy"])
        loss, acc = model.train_on_batch(xb, yb)
    return model
