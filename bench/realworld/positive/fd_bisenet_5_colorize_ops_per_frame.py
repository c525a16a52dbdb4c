# source: https://github.com/pdoublerainbow/bisenet-tensorflow/issues/5
# symptom: segmenting webcam frames runs at about 1.5 FPS, while predicting the same image file again and again averages about 30 FPS
# expect: TFM010 36
# note: TF1 inference script; inside the `while True` capture loop, the colour-mapping of the network output (argmax, one_hot, matmul with the palette, reshape) is rebuilt as new graph ops for every frame and then run with the session
import time

import cv2
import numpy as np
import tensorflow.compat.v1 as tf

from configuration import MODEL_CONFIG
from models.bisenet import BiseNet

tf.disable_v2_behavior()

infer_size = (352, 480)
num_classes = 32


def main(checkpoint, video_path):
    model = BiseNet(MODEL_CONFIG, mode="inference")
    model.build()
    response = model.response
    colors = tf.constant(np.load("camvid_colors.npy").astype(np.float32))
    saver = tf.train.Saver()
    with tf.Session() as sess:
        saver.restore(sess, checkpoint)
        cap = cv2.VideoCapture(video_path)
        while True:
            ok, frame = cap.read()
            if not ok:
                break
            img = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
            img = cv2.resize(img, (infer_size[1], infer_size[0]))[np.newaxis, :]
            start = time.time()
            predict = tf.reshape(
                tf.matmul(tf.reshape(tf.one_hot(tf.argmax(response, -1), num_classes), [-1, num_classes]), colors),
                [infer_size[0], infer_size[1], 3],
            )
            predict = sess.run(predict, feed_dict={model.images_feed: img})
            duration = time.time() - start
            print("time: {:.4f}, about {:.2f} fps".format(duration, 1 / duration))
            cv2.imshow("segmentation", cv2.cvtColor(predict.astype(np.uint8), cv2.COLOR_RGB2BGR))
            if cv2.waitKey(3) > 0:
                break


if __name__ == "__main__":
    main("checkpoints/bisenet", 0)
