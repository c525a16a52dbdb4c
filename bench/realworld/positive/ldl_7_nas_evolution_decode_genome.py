# source: https://github.com/NVDLI/LDL/issues/7
# symptom: memory leak in the TensorFlow neural-architecture-search examples (hill climbing, evolution); the authors added multiprocess variants
# expect: TFM009 18
# note: the file never imports TensorFlow: the model comes from a project helper, and only .compile() then .fit(epochs=...) show it is Keras
import random

import numpy as np
from nas_space import decode_genome, mutate, random_genome

x_train = np.load("cifar_x.npy") / 255.0
y_train = np.load("cifar_y.npy")
population = [random_genome() for _ in range(8)]
best = (0.0, None)

for generation in range(40):
    scored = []
    for genome in population:
        model = decode_genome(genome, input_shape=(32, 32, 3), classes=10)
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        hist = model.fit(x_train, y_train, validation_split=0.2, epochs=3, batch_size=64, verbose=0)
        acc = max(hist.history["val_accuracy"])
        scored.append((acc, genome))
        best = max(best, (acc, genome), key=lambda t: t[0])
    scored.sort(key=lambda t: t[0], reverse=True)
    parents = [g for _, g in scored[:4]]
    population = parents + [mutate(random.choice(parents)) for _ in range(4)]
print("best accuracy", best[0])
