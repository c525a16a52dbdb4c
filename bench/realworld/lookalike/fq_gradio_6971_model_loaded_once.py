# source: https://github.com/gradio-app/gradio/issues/6971
# note: the maintainer's fix from the same thread: load the model once, outside the function Gradio calls per click; the function only runs it (called directly, not through `predict`)
import gradio as gr
import numpy as np
from tensorflow import keras

VOCAB = [line.strip() for line in open("models/vocab.txt")]
model = keras.models.load_model("models/captioner_small.keras")


def encode(text, length=32):
    ids = [hash(word) % len(VOCAB) for word in text.lower().split()][:length]
    return np.array(ids + [0] * (length - len(ids)), dtype=np.int32)


def run_generate(prompt):
    logits = model(encode(prompt)[np.newaxis], training=False)
    return " ".join(VOCAB[i] for i in np.argmax(logits[0], axis=-1))


with gr.Blocks() as ui:
    prompt = gr.Textbox(label="Prompt")
    output = gr.Textbox(label="Output")
    run_btn = gr.Button("Run")
    run_btn.click(fn=run_generate, inputs=prompt, outputs=output)

ui.launch()
