"""Keras implementation of the training adaptor."""
from adaptors.base import TrainAdaptor


class TrainKerasModel(TrainAdaptor):
    def __init__(self, model, X_train=None, Y_train=None, X_val=None, Y_val=None):
        self.model = model
        self.set_data(X_train, Y_train, X_val, Y_val)

    def train(self, batch_size, epoch, call_backs=None,
              loss="categorical_crossentropy", optimizer="adam"):
        self.model.compile(loss=loss,
                           optimizer=optimizer,
                           metrics=["accuracy"])
        self.model.fit(self.X_train, self.Y_train,
                       batch_size=batch_size,
                       epochs=epoch,
                       callbacks=call_backs)

    def save(self, model_path):
        self.model.save(model_path)
