import tensorflow as tf

from .nets import WideMLP


class Client(object):

    def __init__(self, cid, x, y, local_epochs=1, batch_size=32, lr=0.01):
        self.cid = cid
        self.x, self.y = x, y
        self.local_epochs = local_epochs
        self.batch_size = batch_size
        self.lr = lr

    def local_update(self, global_weights):
        model = WideMLP()
        model.build((None, self.x.shape[1]))
        model.set_weights(global_weights)
        model.compile(optimizer=tf.keras.optimizers.SGD(self.lr),
                      loss="sparse_categorical_crossentropy",
                      metrics=["accuracy"])
        model.fit(self.x, self.y, epochs=self.local_epochs,
                  batch_size=self.batch_size, verbose=0)
        return model.get_weights(), len(self.x)
