# source: https://dref360.github.io/keras-web/
# note: the tutorial's design: the VGG16 model lives in one manager process, is created once by initialize() at start-up, and is queried under a mutex with predict_on_batch; the Flask route calls model.predict on the manager proxy, which is KerasModel.predict (a project method that wraps predict_on_batch), not Keras's Model.predict
