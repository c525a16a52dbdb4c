from sklearn.metrics import roc_auc_score
from tensorflow import keras

from epoch_metrics import WholeSetMetric
from generators import PatchGenerator
from networks import build_net


def main():
    train_gen = PatchGenerator("data/train", batch_size=64, shuffle=True)
    val_gen = PatchGenerator("data/val", batch_size=64, shuffle=False)
    model = build_net()
    model.compile(optimizer="adam", loss="binary_crossentropy")
    auc = WholeSetMetric(val_gen, steps=len(val_gen), metric_fn=roc_auc_score, name="val_auc")
    stopper = keras.callbacks.EarlyStopping(monitor="val_auc", mode="max", patience=5)
    model.fit(train_gen.generate(), steps_per_epoch=len(train_gen), epochs=60,
              callbacks=[auc, stopper])


if __name__ == "__main__":
    main()
