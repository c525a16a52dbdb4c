# source: https://github.com/tensorflow/tensorflow/issues/2584
# symptom: reading and decoding each image with tf.read_file / tf.image.decode_jpeg takes 10 ms+ per image against 1 ms for cv2.imread, so extracting AlexNet fc7 features for 1000 images a second is out of reach
# expect: TFM010 13
# note: snippet pasted from a notebook (no imports: tf, glob, np and alexnet_fc7 come from earlier cells); load_for_alexnet builds read_file/decode_jpeg/resize ops anew for every file on the default graph and opens a session to run them, and the extraction loop calls it once per image, so each call also pays for a bigger graph
IMAGE_DIR = "/data/imagenet/val"
MEAN_RGB = np.array([123.68, 116.78, 103.94], dtype=np.float32)
sess = tf.Session()


def load_for_alexnet(filename):
    """Decode one JPEG on the CPU and return a mean-subtracted 227x227 array."""
    with tf.device("/cpu:0"):
        raw = tf.read_file(filename)
        rgb = tf.image.decode_jpeg(raw, channels=3)
        resized = tf.image.resize_images(tf.cast(rgb, tf.float32), (227, 227))
    return sess.run(resized) - MEAN_RGB


features = []
for filename in sorted(glob.glob(IMAGE_DIR + "/*.JPEG")):
    pixels = load_for_alexnet(filename)
    features.append(alexnet_fc7(pixels[np.newaxis]))
    if len(features) % 1000 == 0:
        print(len(features), "images done")
np.save("fc7_features.npy", np.concatenate(features))
