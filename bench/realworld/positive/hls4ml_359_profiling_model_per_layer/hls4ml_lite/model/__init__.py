from hls4ml_lite.model.profiling import get_ymodel_keras

__all__ = ["get_ymodel_keras"]
