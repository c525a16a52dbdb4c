import os

import numpy as np
import scipy.io as sio
import tensorflow as tf
from imageio import imread

from pose_utils import extract_pose_keypoints, extract_pose_map
from segment_utils import extract_segmentation, process_segment_map


def process_pair(cfg, image_name, product_name, sess, width=192, height=256):
    image_id = image_name[:-4]
    image = imread(os.path.join(cfg.image_dir, image_name))
    prod_image = imread(os.path.join(cfg.image_dir, product_name))
    segment = sio.loadmat(os.path.join(cfg.segment_dir, image_id))["segment"]
    segment = process_segment_map(segment, image.shape[0], image.shape[1])
    pose = extract_pose_keypoints(sio.loadmat(os.path.join(cfg.pose_dir, image_id)))
    pose = np.asarray(extract_pose_map(pose, image.shape[0], image.shape[1]), np.float32)
    body_segment, prod_segment, skin_segment = extract_segmentation(segment)

    image = tf.image.convert_image_dtype(image, dtype=tf.float32)
    prod_image = tf.image.convert_image_dtype(prod_image, dtype=tf.float32)
    image = tf.image.resize_images(image, size=[height, width])
    prod_image = tf.image.resize_images(prod_image, size=[height, width])
    body_segment = tf.image.resize_images(body_segment, size=[height, width])
    skin_segment = tf.image.resize_images(skin_segment, size=[height, width])
    image = (image - 0.5) * 2.0
    prod_image = (prod_image - 0.5) * 2.0
    skin_segment = skin_segment * image
    image, prod_image, body_segment, skin_segment = sess.run(
        [image, prod_image, body_segment, skin_segment])
    return image, prod_image, pose, body_segment, prod_segment, skin_segment
