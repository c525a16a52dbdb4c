# source: https://github.com/golden-panther/glaucoma-detector/pull/3
# note: fixed version from the pull request: the model is loaded in a function cached by Streamlit (st.cache_resource, successor of st.cache(allow_output_mutation=True)), so the script's re-runs reuse one model instead of loading it again on every interaction
import numpy as np
import streamlit as st
import tensorflow as tf
from PIL import Image, ImageOps


@st.cache_resource
def load_detector(path="models/fundus_cnn.h5"):
    return tf.keras.models.load_model(path)


def score_image(image, model):
    image = ImageOps.fit(image, (100, 100), Image.LANCZOS).convert("RGB")
    batch = (np.asarray(image).astype(np.float32) / 255.0)[None]
    return float(model(batch, training=False)[0][0])


model = load_detector()
st.title("Glaucoma detector")
upload = st.file_uploader("Fundus image (jpg)", type=["jpg", "jpeg"])
if upload is not None:
    score = score_image(Image.open(upload), model)
    st.write("Healthy" if score > 0.5 else "Signs of glaucoma", f"({score:.2f})")
