from keras.callbacks import Callback


class KerasEpocCallback(Callback):
    """Reports test-set loss and accuracy after every epoch."""

    def __init__(self, test_data, reporter=None):
        super().__init__()
        self.test_data = test_data
        self.reporter = reporter
        self.scores = []

    def on_epoch_end(self, epoch, logs=None):
        x, y = self.test_data
        loss, acc = self.model.evaluate(x, y, verbose=0)
        self.scores.append((epoch, loss, acc))
        print("\nTesting loss: {}, acc: {}\n".format(loss, acc))
        if self.reporter is not None:
            self.reporter.send_progress(epoch, loss, acc)
