# source: https://github.com/streamlit/streamlit/issues/12045
# note: the fix reported in the thread: build the model inside a function decorated with @st.cache_resource, so Streamlit reruns reuse the single cached instance instead of creating a new model on each interaction
import keras
import numpy as np
import streamlit as st
from keras import Model, layers


@st.cache_resource
def load_model():
    @keras.saving.register_keras_serializable()
    class SimpleNN(Model):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self.dense1 = layers.Dense(256, activation="relu")
            self.dense2 = layers.Dense(64, activation="relu")
            self.output_layer = layers.Dense(1, activation="sigmoid")

        def call(self, inputs):
            return self.output_layer(self.dense2(self.dense1(inputs)))

    return SimpleNN()


@st.cache_data
def get_random_data(n):
    return np.random.rand(n, 1024).astype("float32")


st.title("Streamlit + Keras")
model = load_model()
data = get_random_data(1000)
index = st.slider("Sample", 0, 999, 0)
st.write("Score: %.3f" % float(model(data[index:index + 1])[0, 0]))
