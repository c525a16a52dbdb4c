import tensorflow as tf

from data import make_dataset

NUM_CLS = 14

train_ds = make_dataset("train.csv", NUM_CLS, "/scratch/tfcache/train")
val_ds = make_dataset("valid.csv", NUM_CLS, "/scratch/tfcache/valid")

base = tf.keras.applications.DenseNet121(include_top=False, weights="imagenet", pooling="avg")
outputs = tf.keras.layers.Dense(NUM_CLS, activation="sigmoid")(base.output)
model = tf.keras.Model(base.input, outputs)
model.compile(optimizer=tf.keras.optimizers.Adam(1e-4), loss="binary_crossentropy",
              metrics=[tf.keras.metrics.AUC(multi_label=True)])

callbacks = [
    tf.keras.callbacks.ModelCheckpoint("ckpt/chexnet_{epoch:02d}.keras", save_best_only=True),
    tf.keras.callbacks.ReduceLROnPlateau(factor=0.1, patience=2),
]
model.fit(train_ds, validation_data=val_ds, epochs=20, callbacks=callbacks)
model.save("chexnet.keras")
