"""Mini-batch fitting over a ChoiceDataset grouped by assortment."""
import numpy as np

from choice.model import ConditionalLogit


def iter_batches(dataset, batch_size):
    for assortment_id in dataset.assortment_ids():
        idx = dataset.indexes_for(assortment_id)
        np.random.shuffle(idx)
        for start in range(0, len(idx), batch_size):
            part = idx[start:start + batch_size]
            yield dataset.batch(part)


def fit(dataset, epochs=50, batch_size=256, **model_kwargs):
    model = ConditionalLogit(dataset.n_shared_features, dataset.n_items_features, **model_kwargs)
    history = []
    for epoch in range(epochs):
        epoch_losses = []
        for shared, items, available, choices in iter_batches(dataset, batch_size):
            loss = model.train_step(shared, items, available, choices)
            epoch_losses.append(float(loss))
        history.append(float(np.mean(epoch_losses)))
        print(f"epoch {epoch}: nll={history[-1]:.4f}")
    return model, history
