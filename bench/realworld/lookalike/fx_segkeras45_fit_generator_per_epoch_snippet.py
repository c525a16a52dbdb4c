# source: https://github.com/divamgupta/image-segmentation-keras/issues/45
# symptom: question why training loops over epochs calling fit_generator(epochs=1) instead of a single call; answer: to save the weights after every epoch
# note: snippet from the thread with a star import and helpers from the package; the model is built and compiled once, the loop only fits one epoch and saves weights
from keras.models import *

m = get_segmentation_model(model_name, n_classes, input_height=input_height, input_width=input_width)
m.compile(loss="categorical_crossentropy", optimizer=optimizer_name, metrics=["accuracy"])

G = image_segmentation_generator(train_images, train_annotations, batch_size, n_classes,
                                 input_height, input_width, m.output_height, m.output_width)
if validate:
    G2 = image_segmentation_generator(val_images, val_annotations, val_batch_size, n_classes,
                                      input_height, input_width, m.output_height, m.output_width)

for ep in range(epochs):
    print("Starting Epoch ", ep)
    if not validate:
        m.fit_generator(G, steps_per_epoch, epochs=1)
    else:
        m.fit_generator(G, steps_per_epoch, validation_data=G2, validation_steps=200, epochs=1)
    if checkpoints_path is not None:
        m.save_weights(checkpoints_path + "." + str(ep))
        print("saved ", checkpoints_path + ".model." + str(ep))
