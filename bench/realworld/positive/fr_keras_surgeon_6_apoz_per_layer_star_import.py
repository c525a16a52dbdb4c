# source: https://github.com/BenWhetton/keras-surgeon/issues/6
# symptom: APoZ-based pruning runs out of memory: for every layer considered, the activations of the whole pruning dataset are computed with a prediction call (and, through the generator path, could loop forever)
# expect: TFM009 22
# expect: TFM008 23
# note: star-import script (Model and load_model come from `from tensorflow.keras.models import *`); get_apoz builds an activation sub-model and predicts over the generator, and the pruning loop calls it once per convolution layer
import numpy as np
from tensorflow.keras.layers import Conv2D
from tensorflow.keras.models import *
from tensorflow.keras.preprocessing.image import ImageDataGenerator

PRUNE_FRACTION = 0.2


def flowers_generator(directory, batch_size=32):
    gen = ImageDataGenerator(rescale=1.0 / 255)
    return gen.flow_from_directory(directory, target_size=(224, 224), batch_size=batch_size,
                                   class_mode=None, shuffle=False)


def get_apoz(model, layer, generator):
    generator.reset()
    act_model = Model(model.inputs, layer.output)
    activations = act_model.predict(generator, steps=len(generator), verbose=0)
    return (activations == 0).mean(axis=(0, 1, 2))


def channels_to_prune(apoz, fraction=PRUNE_FRACTION):
    n = int(len(apoz) * fraction)
    return np.argsort(-apoz)[:n].tolist()


if __name__ == "__main__":
    model = load_model("vgg16_flowers.h5")
    prune_gen = flowers_generator("data/flowers/prune")
    plan = {}
    for layer in model.layers:
        if not isinstance(layer, Conv2D):
            continue
        apoz = get_apoz(model, layer, prune_gen)
        plan[layer.name] = channels_to_prune(apoz)
        print(layer.name, len(plan[layer.name]), "channels to prune")
    np.save("prune_plan.npy", plan, allow_pickle=True)
