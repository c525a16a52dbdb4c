# source: https://github.com/golden-panther/glaucoma-detector/pull/3
# symptom: the Streamlit app ran over the resource limits of Streamlit Sharing; the Streamlit team's fix wraps the model loading in st.cache so the model is loaded only once
# expect: TFM009 25
# note: Streamlit re-executes the whole script on every widget interaction, so the module-level load_model() runs again for every upload or click and each run builds a new Keras model
import numpy as np
import streamlit as st
import tensorflow as tf
from PIL import Image, ImageOps

IMG_SIZE = (100, 100)


def preprocess(image):
    image = ImageOps.fit(image, IMG_SIZE, Image.LANCZOS).convert("RGB")
    array = np.asarray(image).astype(np.float32) / 255.0
    return array[np.newaxis, ...]


def predict_healthy(image, model):
    batch = preprocess(image)
    st.image(batch[0], channels="RGB")
    return float(model.predict(batch, verbose=0)[0][0])


model = tf.keras.models.load_model("models/fundus_cnn.h5")

st.title("Glaucoma detector")
st.write("Upload a fundus photograph of the eye to screen it for glaucoma.")
upload = st.file_uploader("Fundus image (jpg)", type=["jpg", "jpeg"])

if upload is None:
    st.text("No image uploaded yet")
else:
    score = predict_healthy(Image.open(upload), model)
    if score > 0.5:
        st.success(f"Healthy eye (score {score:.2f})")
    else:
        st.error(f"Signs of glaucoma (score {score:.2f}) - please see an ophthalmologist")
