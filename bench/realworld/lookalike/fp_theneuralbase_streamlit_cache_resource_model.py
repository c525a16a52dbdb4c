# source: https://theneuralbase.com/streamlit-for-ai/learn/intermediate/load-model-once/
# note: the tutorial's pattern: Streamlit reruns the whole script on every interaction, so the model loader is wrapped in @st.cache_resource and runs once per process; the classify button then calls the cached Keras model directly on one image
import numpy as np
import streamlit as st
import tensorflow as tf
from PIL import Image

CLASS_NAMES = ["cat", "dog", "horse", "bird", "other"]


@st.cache_resource
def load_classifier(path="models/pets_classifier.keras"):
    return tf.keras.models.load_model(path)


def preprocess(upload):
    img = Image.open(upload).convert("RGB").resize((160, 160))
    return np.asarray(img, dtype="float32")[np.newaxis] / 255.0


st.title("Pet classifier")
model = load_classifier()
upload = st.file_uploader("Upload a photo", type=["jpg", "jpeg", "png"])

if upload is not None:
    st.image(upload, width=320)
    if st.button("Classify"):
        probs = model(preprocess(upload), training=False).numpy()[0]
        best = int(np.argmax(probs))
        st.success(f"{CLASS_NAMES[best]} ({probs[best]:.1%})")
        st.bar_chart({name: float(p) for name, p in zip(CLASS_NAMES, probs)})
