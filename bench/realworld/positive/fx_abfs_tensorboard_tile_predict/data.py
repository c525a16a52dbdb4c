import numpy as np


class BatchData:
    def __init__(self, images, masks):
        self.images = images
        self.masks = masks

    def sample_image_predict(self, shape, predict_fn, index=0):
        image = self.images[index]
        rows, cols = shape
        overlay = image.copy()
        for top in range(0, image.shape[0] - rows + 1, rows):
            for left in range(0, image.shape[1] - cols + 1, cols):
                tile = image[top:top + rows, left:left + cols]
                mask = predict_fn(tile / 255.0)[..., 0] > 0.5
                overlay[top:top + rows, left:left + cols, 0][mask] = 255
        return overlay


class Data:
    def __init__(self, loader, batch_size=16):
        self.loader = loader
        self.batch_size = batch_size

    def val_batch_data(self, batch_index):
        images, masks = self.loader.validation_batch(batch_index, self.batch_size)
        return BatchData(np.asarray(images), np.asarray(masks))
