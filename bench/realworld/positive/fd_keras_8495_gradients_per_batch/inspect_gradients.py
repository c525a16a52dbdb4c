import numpy as np
from keras import backend as K
from keras.applications import vgg16
from keras.optimizers import SGD
from keras.preprocessing.image import ImageDataGenerator

import grads

train_img_path = "data/train"
classes = ["cat", "dog"]
image_size = (224, 224)
batch_size = 8


def processing_function(img):
    return vgg16.preprocess_input(img)


if __name__ == "__main__":
    model = vgg16.VGG16()
    model.compile(optimizer=SGD(lr=1e-2, decay=1e-6, momentum=0.9, nesterov=True), loss="categorical_crossentropy")
    sess = K.get_session()
    names = grads.weight_names(model)
    gen = ImageDataGenerator(preprocessing_function=processing_function)
    train_generator = gen.flow_from_directory(train_img_path, target_size=image_size, classes=classes,
                                              shuffle=True, batch_size=batch_size)
    norms = {name: [] for name in names}
    for step, (x, y) in enumerate(train_generator):
        y = np.pad(y, ((0, 0), (0, 1000 - y.shape[1])))
        gradient_ops = grads.gradient_tensors(model)
        values = sess.run(gradient_ops, feed_dict=grads.feed(model, x, y))
        for name, value in zip(names, values):
            norms[name].append(float(np.linalg.norm(value)))
        if step >= 1000:
            break
    print({name: np.mean(v) for name, v in norms.items()})
