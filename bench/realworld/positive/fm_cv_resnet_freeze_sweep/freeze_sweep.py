import tensorflow as tf

from classifiers import freeze_until, resnet_classifier
from cifar_pipeline import make_dataset

INPUT_SHAPE = (224, 224, 3)
EPOCHS, BATCH = 100, 32
histories = {}

for frozen_blocks in [0, 1, 2, 3]:
    model = resnet_classifier(num_classes=100, input_shape=INPUT_SHAPE)
    stop_prefix = "conv{}".format(frozen_blocks + 2) if frozen_blocks > 0 else "conv1"
    print("frozen:", len(freeze_until(model, stop_prefix)), "convolutions")

    train_ds = make_dataset("train", BATCH, INPUT_SHAPE)
    val_ds = make_dataset("test", BATCH, INPUT_SHAPE)
    model.compile(optimizer=tf.keras.optimizers.SGD(momentum=0.9, nesterov=True),
                  loss="sparse_categorical_crossentropy",
                  metrics=[tf.keras.metrics.SparseCategoricalAccuracy(name="acc")])
    callbacks = [tf.keras.callbacks.EarlyStopping(patience=8, monitor="val_acc", restore_best_weights=True),
                 tf.keras.callbacks.TensorBoard(log_dir="./logs/freeze_{}".format(frozen_blocks))]
    histories[frozen_blocks] = model.fit(train_ds, epochs=EPOCHS, validation_data=val_ds,
                                         callbacks=callbacks, verbose=0)
    print(frozen_blocks, "blocks frozen -> val acc", histories[frozen_blocks].history["val_acc"][-1])
