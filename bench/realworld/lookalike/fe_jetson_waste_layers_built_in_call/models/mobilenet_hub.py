from core.transfer_learning import LayerBasedTransferLearningModel


class MobileNetHubTransfer(LayerBasedTransferLearningModel):
    handle = "https://tfhub.dev/google/imagenet/mobilenet_v2_100_224/feature_vector/5"
