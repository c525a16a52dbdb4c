import gc
import random

from .space import build_candidate, model_size, sample_architecture

EPOCHS = 5
BS = 512


def search(x_train, y_train, x_val, y_val, budget=1000, max_params=20000, seed=0):
    rng = random.Random(seed)
    best = (0.0, None)
    evaluated = 0
    while evaluated < budget:
        arch = sample_architecture(rng)
        model = build_candidate(arch)
        if model_size(model) > max_params:
            del model
            continue
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        model.fit(x_train, y_train, epochs=EPOCHS, batch_size=BS, verbose=0)
        _, acc = model.evaluate(x_val, y_val, batch_size=BS, verbose=0)
        if acc > best[0]:
            best = (acc, arch)
        evaluated += 1
        del model
        gc.collect()
    return best
