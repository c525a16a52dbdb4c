# source: https://github.com/streamlit/streamlit/issues/1336
# symptom: a Streamlit app reran load_model on every user input until the model was cached
# note: Correct: the model is loaded through an st.cache_resource function, so Streamlit's re-runs of the script reuse
# note: one model instance; there is no loop and no handler that rebuilds the model per input.

import numpy as np
import streamlit as st
from tensorflow import keras

from text_utils import encode_sentence

MODEL_PATH = "model.keras"
LABELS = ["negative", "neutral", "positive"]


@st.cache_resource
def load_my_model(path=MODEL_PATH):
    model = keras.models.load_model(path)
    model.summary(print_fn=lambda line: None)
    return model


def main():
    st.title("Sentence sentiment")
    sentence = st.text_input("Input your sentence here:")
    model = load_my_model()
    if sentence:
        x = encode_sentence(sentence, max_len=80)[np.newaxis]
        probs = model.predict(x, verbose=0)[0]
        st.write({label: float(p) for label, p in zip(LABELS, probs)})


if __name__ == "__main__":
    main()
