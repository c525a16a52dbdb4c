from ._inference import predict_image, predict_images
from ._model import make_open_nsfw_model

__all__ = ["make_open_nsfw_model", "predict_image", "predict_images"]
