import cv2
import numpy as np
from tensorflow.keras import Model

from util import pad_right_down_corner, find_peaks, connect_limbs


def extract_parts(input_image, params, model: Model, model_params):
    multiplier = [x * model_params['boxsize'] / input_image.shape[0]
                  for x in params['scale_search']]

    heatmap_avg = np.zeros((input_image.shape[0], input_image.shape[1], 19))
    paf_avg = np.zeros((input_image.shape[0], input_image.shape[1], 38))

    for scale in multiplier:
        image_to_test = cv2.resize(input_image, (0, 0), fx=scale, fy=scale,
                                   interpolation=cv2.INTER_CUBIC)
        image_to_test_padded, pad = pad_right_down_corner(image_to_test,
                                                          model_params['stride'],
                                                          model_params['padValue'])
        input_img = image_to_test_padded[np.newaxis, ...]
        h, w = image_to_test_padded.shape[:2]

        heatmap, paf = upsample(model, input_img, model_params['stride'], pad, h, w, input_image.shape)
        heatmap_avg += heatmap / len(multiplier)
        paf_avg += paf / len(multiplier)

    all_peaks = find_peaks(heatmap_avg, params['thre1'])
    return connect_limbs(all_peaks, paf_avg, params, input_image.shape)


def upsample(model: Model, input_img, stride, pad, h, w, orig_shape):
    output_blobs = model.predict(input_img)
    heatmap = np.squeeze(output_blobs[1])
    heatmap = cv2.resize(heatmap, (0, 0), fx=stride, fy=stride, interpolation=cv2.INTER_CUBIC)
    heatmap = heatmap[:h - pad[2], :w - pad[3], :]
    heatmap = cv2.resize(heatmap, (orig_shape[1], orig_shape[0]), interpolation=cv2.INTER_CUBIC)
    paf = np.squeeze(output_blobs[0])
    paf = cv2.resize(paf, (0, 0), fx=stride, fy=stride, interpolation=cv2.INTER_CUBIC)
    paf = paf[:h - pad[2], :w - pad[3], :]
    paf = cv2.resize(paf, (orig_shape[1], orig_shape[0]), interpolation=cv2.INTER_CUBIC)
    return heatmap, paf
