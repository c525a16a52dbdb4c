from .nn_predict import NNPredict

__all__ = ["NNPredict"]
