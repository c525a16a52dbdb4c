from sklearn.metrics import f1_score
from tensorflow.keras.callbacks import Callback

from .predictor import Predictor


class Metrics(Callback):
    """Macro-F1 on the dev set after every epoch; keeps the best weights."""

    def __init__(self, dev_data, classifier, dataloader, save_path="best.weights.h5"):
        super().__init__()
        self.best_f1_score = 0.0
        self.dev_data = dev_data
        self.predictor = Predictor(classifier, dataloader)
        self.save_path = save_path

    def on_epoch_end(self, epoch, logs=None):
        print("start to evaluate....")
        golds, preds = self.predictor(self.dev_data)
        f1 = f1_score(golds, preds, average="macro")
        if f1 > self.best_f1_score:
            self.best_f1_score = f1
            self.model.save_weights(self.save_path)
        print("epoch {}: dev macro-F1 {:.4f} (best {:.4f})".format(epoch, f1, self.best_f1_score))
