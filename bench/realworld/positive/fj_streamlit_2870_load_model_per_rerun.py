# source: https://github.com/streamlit/streamlit/issues/2870
# symptom: in a Streamlit image-classification app, uploading image after image makes the process climb to 100% memory until it is killed
# expect: TFM009 18
# note: Streamlit re-executes the whole script on every widget interaction, so the top-level load_model (not behind st.cache_resource) reloads the DenseNet for each uploaded image before predict runs
import numpy as np
import streamlit as st
import tensorflow as tf
from PIL import Image, ImageOps


def import_and_predict(image_data, model):
    size = (224, 224)
    image = ImageOps.fit(image_data, size, Image.LANCZOS)
    image = np.asarray(image.convert("RGB")).astype(np.float32) / 255.0
    return model.predict(image[np.newaxis, ...])


model = tf.keras.models.load_model("ph_densenet.h5")

st.write("# Image Recognition Model")
st.write("predict one of four classes")

file = st.file_uploader("Please upload an image file", type=["jpg", "png"])
if file is None:
    st.text("You haven't uploaded an image file")
else:
    image = Image.open(file)
    st.image(image, use_column_width=True)
    prediction = import_and_predict(image, model)
    labels = ["a meal", "meds", "a pet", "something else"]
    st.write("It is %s!" % labels[int(np.argmax(prediction))])
    st.text("Probability: %.2f" % float(np.max(prediction)))
