# source: https://github.com/Trusted-AI/adversarial-robustness-toolbox/pull/654
# symptom: security curve: accuracy under PGD for a sweep of attack budgets
# note: the .predict() in the epsilon loop belongs to the ART TensorFlowV2Classifier wrapper (created once, batches internally), not to a Keras model; the Keras model is built once and never compiled or rebuilt in the loop
import numpy as np
import tensorflow as tf
from art.attacks.evasion import ProjectedGradientDescent
from art.estimators.classification import TensorFlowV2Classifier


def security_curve(model, x, y, eps_range, nb_classes=10):
    classifier = TensorFlowV2Classifier(
        model=model,
        nb_classes=nb_classes,
        input_shape=x.shape[1:],
        loss_object=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
        clip_values=(0.0, 1.0),
    )
    benign = np.mean(np.argmax(classifier.predict(x, batch_size=256), axis=1) == y)
    curve = []
    for eps in eps_range:
        attack = ProjectedGradientDescent(estimator=classifier, eps=eps, eps_step=eps / 4,
                                          max_iter=40, batch_size=256, verbose=False)
        x_adv = attack.generate(x=x, y=y)
        adv_acc = np.mean(np.argmax(classifier.predict(x_adv, batch_size=256), axis=1) == y)
        curve.append((eps, float(adv_acc)))
        print("eps=%.3f benign=%.3f adversarial=%.3f" % (eps, benign, adv_acc))
    return curve


if __name__ == "__main__":
    net = tf.keras.models.load_model("cifar_resnet.keras", compile=False)
    (_, _), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
    x_test = x_test[:1000].astype("float32") / 255.0
    security_curve(net, x_test, y_test[:1000].reshape(-1), [1 / 255, 2 / 255, 4 / 255, 8 / 255])
