# source: https://github.com/fire717/Machine-Learning/blob/HEAD/Base/frameworks/keras/demo/layer_trainable.py
# symptom: none; the demo trains the new head with the backbone frozen, then unfreezes the backbone and compiles and fits a second time
# note: look-alike: two compile calls in sequence, one per training stage; the for loops only flip layer.trainable flags, the compiles are not inside any loop
from keras.applications import ResNet50
from keras.callbacks import EarlyStopping, ModelCheckpoint, ReduceLROnPlateau
from keras.layers import Dense, GlobalAveragePooling2D
from keras.metrics import binary_accuracy
from keras.models import Model
from keras.optimizers import Adam

base = ResNet50(include_top=False, weights="imagenet", input_shape=(224, 224, 3))
x = GlobalAveragePooling2D()(base.output)
model = Model(base.input, Dense(20, activation="sigmoid")(x))
opt = Adam(learning_rate=1e-4)
callbacks = [EarlyStopping(patience=5), ModelCheckpoint("best.h5", save_best_only=True), ReduceLROnPlateau(patience=2)]

for layer in model.layers[:-8]:
    layer.trainable = False
model.compile(loss="binary_crossentropy", optimizer=opt, metrics=[binary_accuracy])
model.fit(train_generator, validation_data=val_generator, epochs=cfg["epochs"], callbacks=callbacks)

for layer in model.layers[:-8]:
    layer.trainable = True
model.compile(loss="binary_crossentropy", optimizer=Adam(learning_rate=1e-5), metrics=[binary_accuracy])
model.fit(train_generator, validation_data=val_generator, epochs=cfg["epochs"], callbacks=callbacks)
