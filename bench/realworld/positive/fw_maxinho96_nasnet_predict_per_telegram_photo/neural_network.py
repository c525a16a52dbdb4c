import matplotlib.pyplot as plt
import nltk
import tensorflow as tf
from nltk.corpus import wordnet as wn
from tensorflow.keras.applications import nasnet

IMAGE_SIZE = 331
TOP_K = 3


class NeuralNetwork:
    def __init__(self):
        self.model = self.get_model()
        self.download_database()

    def download_database(self):
        nltk.download("wordnet", quiet=True)
        nltk.download("omw", quiet=True)

    def translate(self, wnid):
        pos = wnid[0]
        offset = int(wnid[1:])
        synset = wn.synset_from_pos_and_offset(pos, offset)
        words = synset.lemma_names("ita")
        return words[0] if words else synset.lemma_names()[0]

    def get_model(self):
        return nasnet.NASNetLarge(weights="imagenet")

    def preprocess(self, image):
        resized = tf.image.resize_with_pad(image, IMAGE_SIZE, IMAGE_SIZE)
        resized = nasnet.preprocess_input(resized)
        return tf.expand_dims(resized, axis=0)

    def get_predictions(self, image_filename):
        image = plt.imread(image_filename)
        batch = self.preprocess(image)
        probs = self.model.predict(batch)
        decoded = nasnet.decode_predictions(probs, top=TOP_K)
        return [(self.translate(wnid), float(prob)) for wnid, _, prob in decoded[0]]
