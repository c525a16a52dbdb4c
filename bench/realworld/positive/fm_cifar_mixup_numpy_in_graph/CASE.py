# source: https://github.com/ryancheunggit/tensorflow2_model_zoo/blob/HEAD/cifar10_cnn_mixup.py
# symptom: mixup does not regularise anything: every batch of every epoch is mixed with the same lambda and the same permutation, drawn once when the function was traced
# expect: TFM015 cifar_mixup/augment.py:10
# expect: TFM015 cifar_mixup/augment.py:11
# note: package case: the mixup helper in cifar_mixup/augment.py is a tf.function that draws its mixing weight with np.random.beta and its pairing with np.random.permutation; cifar_mixup/train.py imports it relatively and calls it per batch
