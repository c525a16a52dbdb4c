from tensorflow.keras.applications.inception_v3 import InceptionV3, preprocess_input

from core.transfer_learning import ApplicationBasedTransferLearningModel


class InceptionV3Transfer(ApplicationBasedTransferLearningModel):
    @staticmethod
    def _create_base_model(*args, **kwargs):
        return InceptionV3(*args, **kwargs)

    @staticmethod
    def _create_preprocessor():
        return preprocess_input
