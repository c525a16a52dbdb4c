# source: https://github.com/keras-team/keras/issues/12929
# symptom: grid search over batch sizes, learning rates and momenta in a GPU notebook: the GPU memory of a trained model is never released, so memory use keeps rising from one grid point to the next
# expect: TFM009 32
# note: Snippet as posted (helpers and imports in earlier cells). `del model` and gc.collect() do not reset the Keras
# note: global state; there is no clear_session() in the loop.

# Imports, load_data(), Generator (a keras.utils.Sequence), penalty() and cusloss() as in my previous cells

IMG_SIZE = 800, 1000, 3
BATCH_SIZEs = [4, 8, 16, 32]
EPOCHSs = [10]
PARAMSs = [{"rotation": 20, "shear": 0.1, "translate": 0.1, "scale": 0.1}]
LRs = [0.01, 0.005]
MOMENTUMs = [0.05, 0.1]
DECAYs = [0.2]
VAL_SPLITs = [0.2]

Data = load_data("/content/drive/My Drive/dataset")
results = []

for BATCH_SIZE in BATCH_SIZEs:
    for EPOCHS in EPOCHSs:
        for PARAMS in PARAMSs:
            for LR in LRs:
                for MOMENTUM in MOMENTUMs:
                    for DECAY in DECAYs:
                        for VAL_SPLIT in VAL_SPLITs:
                            split = int(len(Data) * (1 - VAL_SPLIT))
                            train_gen = Generator(Data[:split], PARAMS, BATCH_SIZE)
                            valid_gen = Generator(Data[split:], PARAMS, BATCH_SIZE)

                            model = Sequential()
                            model.add(Conv2D(32, (3, 3), activation="relu", input_shape=IMG_SIZE))
                            model.add(MaxPooling2D((2, 2)))
                            model.add(Conv2D(64, (3, 3), activation="relu"))
                            model.add(MaxPooling2D((2, 2)))
                            model.add(Conv2D(128, (3, 3), activation="relu"))
                            model.add(GlobalAveragePooling2D())
                            model.add(Dense(64, activation="relu"))
                            model.add(Dense(4, activation="linear"))
                            model.compile(optimizer=SGD(learning_rate=LR, momentum=MOMENTUM, decay=DECAY),
                                          loss=penalty, metrics=[cusloss, "mae", "mse"])

                            history = model.fit(train_gen, validation_data=valid_gen, epochs=EPOCHS,
                                                verbose=2)
                            results.append((BATCH_SIZE, LR, MOMENTUM, min(history.history["val_loss"])))
                            del model
                            gc.collect()

print(sorted(results, key=lambda r: r[-1])[:5])
