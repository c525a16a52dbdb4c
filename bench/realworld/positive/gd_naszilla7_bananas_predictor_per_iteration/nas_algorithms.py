import numpy as np

from meta_neural_net import MetaNeuralnet


def acq_fn(predictions, explore_type="its"):
    predictions = np.array(predictions)
    mean, std = np.mean(predictions, axis=0), np.std(predictions, axis=0)
    if explore_type == "its":
        return np.random.normal(mean, std)
    return mean - 0.5 * std


def bananas(search_space, metann_params, num_init=10, k=10, total_queries=150,
            num_ensemble=5, num_candidates=100, verbose=True):
    data = search_space.generate_random_dataset(num=num_init)
    query = num_init + k
    while query <= total_queries:
        xtrain = np.array([d["encoding"] for d in data])
        ytrain = np.array([d["val_loss"] for d in data])
        candidates = search_space.get_candidates(data, num=num_candidates)
        xcandidates = np.array([c["encoding"] for c in candidates])

        train_error, predictions = 0.0, []
        for _ in range(num_ensemble):
            meta_neuralnet = MetaNeuralnet()
            train_error += meta_neuralnet.fit(xtrain, ytrain, **metann_params)
            predictions.append(np.squeeze(meta_neuralnet.predict(xcandidates)))
        train_error /= num_ensemble

        scores = acq_fn(predictions)
        best = np.argsort(scores)[:k]
        for i in best:
            data.append(search_space.query_arch(candidates[i]))
        if verbose:
            top = sorted(d["val_loss"] for d in data)[0]
            print("query %d  train err %.4f  best val loss %.4f" % (query, train_error, top))
        query += k
    return data
