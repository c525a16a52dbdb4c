import numpy as np
import pandas as pd
import streamlit as st
import tensorflow as tf
from PIL import Image

from helpers.load_model import load_model
from helpers.make_prediction import make_prediction

st.set_page_config(page_title="Landmark classifier", layout="wide")
st.title("Which landmark is this?")

landmarks = pd.read_csv("data/landmarks.csv")
model = load_model()

uploaded = st.file_uploader("Upload a photo", type=["jpg", "jpeg", "png"])
if uploaded is not None:
    image = Image.open(uploaded).convert("RGB").resize((224, 224))
    st.image(image, caption="Your photo", width=320)

    if st.button("Classify"):
        batch = tf.convert_to_tensor(np.asarray(image, dtype="float32")[np.newaxis, ...])
        output = model(batch, training=False).numpy()[0]
        for index, score in make_prediction(output):
            name = landmarks.loc[int(index), "name"]
            st.write(f"**{name}**: {score:.1%}")
