import cv2
import numpy as np
from tensorflow.keras.layers import Input
from tensorflow.keras.models import Model
from tensorflow.keras.optimizers import Adam

import data_utils
from frcnn import losses, nn_base, rpn_layer, rpn_targets

IM_SIZE = 300
NUM_ANCHORS = 9
EPOCH_LENGTH = 1000
NUM_EPOCHS = 40

img_input = Input(shape=(None, None, 3))
shared_layers = nn_base(img_input, trainable=True)
rpn = rpn_layer(shared_layers, NUM_ANCHORS)
model_rpn = Model(img_input, rpn[:2])
model_rpn.compile(optimizer=Adam(learning_rate=1e-5),
                  loss=[losses.rpn_loss_cls(NUM_ANCHORS), losses.rpn_loss_regr(NUM_ANCHORS)])

all_imgs = data_utils.load_annotations("annotation.txt")
for epoch_num in range(NUM_EPOCHS):
    losses_epoch = np.zeros((EPOCH_LENGTH, 2))
    for iter_num, img_data in enumerate(data_utils.shuffled(all_imgs)[:EPOCH_LENGTH]):
        img = cv2.imread(img_data["filepath"])
        height, width = img.shape[:2]
        resized_w, resized_h = data_utils.get_new_img_size(width, height, IM_SIZE)
        x_img = cv2.resize(img, (resized_w, resized_h), interpolation=cv2.INTER_CUBIC)
        X = np.expand_dims(data_utils.normalize(x_img), axis=0)
        Y = rpn_targets(img_data, width, height, resized_w, resized_h)
        loss_rpn = model_rpn.train_on_batch(X, Y)
        losses_epoch[iter_num] = loss_rpn[1:3]
    print("epoch %d  rpn cls %.4f  rpn regr %.4f" % (
        epoch_num, losses_epoch[:, 0].mean(), losses_epoch[:, 1].mean()))
    model_rpn.save_weights("model_frcnn_rpn.h5")
