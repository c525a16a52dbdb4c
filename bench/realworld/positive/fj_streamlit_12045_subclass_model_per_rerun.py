# source: https://github.com/streamlit/streamlit/issues/12045
# symptom: memory keeps growing with every rerun/interaction of a Streamlit app that defines and instantiates a Keras model registered with @keras.saving.register_keras_serializable (TensorFlow or torch backend); fixed by building the model inside an @st.cache_resource function
# expect: TFM009 37
# note: Streamlit re-executes the script on every slider move, so the model subclass is instantiated again on each interaction
import os

import keras
import numpy as np
import psutil
import streamlit as st
from keras import Model, layers


def print_memory_usage():
    process = psutil.Process(os.getpid())
    print(f"Memory usage: {process.memory_info().rss / 1024 / 1024:.2f} MB")


@st.cache_data
def get_random_data(n):
    return np.random.rand(n, 1024).astype("float32")


@keras.saving.register_keras_serializable()
class SimpleNN(Model):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.dense1 = layers.Dense(256, activation="relu")
        self.dense2 = layers.Dense(64, activation="relu")
        self.output_layer = layers.Dense(1, activation="sigmoid")

    def call(self, inputs):
        return self.output_layer(self.dense2(self.dense1(inputs)))


st.title("Streamlit + Keras")
model = SimpleNN()
random_data = get_random_data(1000)
index = st.slider("Sample", 0, 999, 0)
score = float(model(random_data[index:index + 1])[0, 0])
st.write(f"Score for sample {index}: {score:.3f}")
print_memory_usage()
