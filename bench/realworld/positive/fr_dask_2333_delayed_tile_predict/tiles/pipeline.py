import dask

from .tasks import predict_tile


def predict_all(paths, model_path):
    tasks = [predict_tile(p, model_path) for p in paths]
    return dict(dask.compute(*tasks))
