# source: https://github.com/gradio-app/gradio/issues/6971
# symptom: the memory held by the Gradio app grows with every click of the run button and is never released; the maintainer explains the model is loaded inside the prediction function, so a new model is loaded on every click
# expect: TFM009 19
# note: the function handed to `run_btn.click` loads the model the user picked on every click; Gradio calls it once per request
import gradio as gr
import numpy as np
from tensorflow import keras

MODELS = {"small": "models/captioner_small.keras", "large": "models/captioner_large.keras"}
VOCAB = [line.strip() for line in open("models/vocab.txt")]


def encode(text, length=32):
    ids = [hash(word) % len(VOCAB) for word in text.lower().split()][:length]
    return np.array(ids + [0] * (length - len(ids)), dtype=np.int32)


def run_generate(prompt, model_name):
    model = keras.models.load_model(MODELS[model_name])
    logits = model(encode(prompt)[np.newaxis], training=False)
    return " ".join(VOCAB[i] for i in np.argmax(logits[0], axis=-1))


with gr.Blocks() as ui:
    prompt = gr.Textbox(label="Prompt")
    choice = gr.Dropdown(list(MODELS), value="small", label="Model")
    output = gr.Textbox(label="Output")
    run_btn = gr.Button("Run")
    run_btn.click(fn=run_generate, inputs=[prompt, choice], outputs=output)

ui.launch()
