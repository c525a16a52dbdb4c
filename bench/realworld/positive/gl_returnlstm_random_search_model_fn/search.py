"""Random hyper-parameter search driver."""
import os

import numpy as np
import pandas as pd


class RandomSearch:
    def __init__(self, model_fn, search_space, search_dir, seed=0):
        self.model_fn = model_fn
        self.search_space = search_space
        self.search_dir = search_dir
        self.rng = np.random.default_rng(seed)
        os.makedirs(search_dir, exist_ok=True)
        self.best_path = os.path.join(search_dir, "best_model.h5")

    def sample(self):
        return {k: v[self.rng.integers(len(v))]
                for k, v in self.search_space.items()}

    def run(self, n_iter):
        results, best_val_acc = [], -1.0
        for i in range(n_iter):
            params = self.sample()
            history, model = self.model_fn(params)
            epochs = int(np.argmax(history["val_accuracy"])) + 1
            result = {k: v[epochs - 1] for k, v in history.items()}
            if result["val_accuracy"] > best_val_acc:
                best_val_acc = result["val_accuracy"]
                model.save(self.best_path)
            results.append({**params, "epochs": epochs, **result})
            print(f"iteration {i + 1}: val_accuracy={result['val_accuracy']:.4f}")
        frame = pd.DataFrame(results)
        frame.to_csv(os.path.join(self.search_dir, "results.csv"))
        return frame
