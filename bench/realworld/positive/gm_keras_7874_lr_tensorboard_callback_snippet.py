# source: https://github.com/keras-team/keras/issues/7874
# symptom: logging Adam's effective learning rate to TensorBoard from a callback; the value is recomputed from backend ops at the end of every epoch
# expect: TFM010 18
# expect: TFM010 19
# note: as pasted in the thread (Keras 2 on a TF1 session); lr_getter builds new backend ops and K.eval-s them each time the on_epoch_end hook fires
from keras.callbacks import *
from keras import backend as K


class SubTensorBoard(TensorBoard):
    def __init__(self, *args, **kwargs):
        super(SubTensorBoard, self).__init__(*args, **kwargs)

    def lr_getter(self):
        opt = self.model.optimizer
        decay = opt.decay
        iters = opt.iterations
        lr = opt.lr * (1. / (1. + decay * K.cast(iters, K.dtype(decay))))
        t = K.cast(iters, K.floatx()) + 1
        lr_t = lr * (K.sqrt(1. - K.pow(opt.beta_2, t)) / (1. - K.pow(opt.beta_1, t)))
        return np.float32(K.eval(lr_t))

    def on_epoch_end(self, epoch, logs=None):
        logs = logs or {}
        logs.update({"lr": self.lr_getter()})
        super(SubTensorBoard, self).on_epoch_end(epoch, logs)


optimizer = Adam(lr=0.000456, beta_1=0.99)
model.compile(optimizer=optimizer, loss="categorical_crossentropy", metrics=["accuracy"])
model.fit_generator(train_gen, steps_per_epoch=steps, epochs=300,
                    validation_data=val_gen, validation_steps=val_steps,
                    callbacks=[SubTensorBoard(log_dir="./logs/batch_2048", batch_size=2048)])
