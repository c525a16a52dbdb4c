from abc import ABC, abstractmethod

from tensorflow.keras.layers import Flatten, Layer, Rescaling
from tensorflow_hub import KerasLayer


class TransferLearningModel(ABC, Layer):
    @abstractmethod
    def unfreeze(self, layer_breakpoint=None):
        """Unfreeze the backbone from the top down to layer_breakpoint."""


class ApplicationBasedTransferLearningModel(TransferLearningModel, ABC):
    @staticmethod
    @abstractmethod
    def _create_base_model(*args, **kwargs):
        """Build the keras.applications backbone."""

    @staticmethod
    @abstractmethod
    def _create_preprocessor():
        """Return the backbone's preprocess_input."""

    def __init__(self, input_shape=None, trainable=True, **kwargs):
        super().__init__()
        self._preprocessor = self._create_preprocessor()
        self._base_model = self._create_base_model(input_shape=input_shape, include_top=False, **kwargs)
        self._base_model.trainable = trainable

    def call(self, inputs, *args, **kwargs):
        x = self._preprocessor(inputs)
        x = self._base_model(x, *args, **kwargs)
        x = Flatten()(x)
        return x

    def unfreeze(self, layer_breakpoint=None):
        names = [layer.name for layer in self._base_model.layers]
        stop = names.index(layer_breakpoint) if layer_breakpoint else -1
        self._base_model.trainable = True
        for layer in self._base_model.layers[:stop + 1]:
            layer.trainable = False


class LayerBasedTransferLearningModel(TransferLearningModel, ABC):
    handle = None

    def __init__(self, handle=None, input_shape=None, trainable=True):
        super().__init__()
        self._base_model = KerasLayer(handle or self.handle, input_shape=input_shape, trainable=trainable)

    def call(self, inputs, *args, **kwargs):
        x = Rescaling(1.0 / 255)(inputs)
        return self._base_model(x, *args, **kwargs)

    def unfreeze(self, layer_breakpoint=None):
        self._base_model.trainable = True
