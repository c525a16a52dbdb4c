import io
import os
import pickle

import numpy as np
import requests
from keras import backend as K
from keras.models import load_model
from PIL import Image


def load_classification_model(company_id):
    model_dir = os.path.realpath("./models/company_" + str(company_id))
    model_dir += "/" + sorted(os.listdir(model_dir))[-1]
    model_path = model_dir + "/model.h5"
    labels_path = model_dir + "/labels.pickle"
    print("Loading model " + model_path + " ...")
    model = load_model(model_path)
    graph = K.function([model.layers[0].input, K.learning_phase()], [model.layers[-1].output])
    with open(labels_path, "rb") as fh:
        class_names = pickle.load(fh)
    return graph, class_names


def load_image(url=None, part=None):
    data = requests.get(url, timeout=10).content if url else part.read()
    image = Image.open(io.BytesIO(data)).convert("RGB").resize((224, 224))
    return np.asarray(image, dtype="float32")[None] / 255.0


def predict_image(company_id, url=None, part=None, inspection=None):
    model_graph, class_names = load_classification_model(company_id)
    probs = model_graph([load_image(url, part), 0])[0][0]
    best = int(np.argmax(probs))
    return {"label": class_names[best], "confidence": float(probs[best]), "inspection": inspection}
