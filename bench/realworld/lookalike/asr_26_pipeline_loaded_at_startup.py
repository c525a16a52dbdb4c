# source: https://github.com/rolczynski/Automatic-Speech-Recognition/issues/26
# note: the maintainer's first suggestion in that thread: initialise the pipeline outside the POST handler, once at start-up; the handler only runs it
import os
import tempfile

import numpy as np
import soundfile as sf
import tensorflow as tf
from flask import Flask, jsonify, request

ALPHABET = " abcdefghijklmnopqrstuvwxyz'"
app = Flask(__name__)
model = tf.keras.models.load_model(os.environ.get("ASR_MODEL", "deepspeech2-en.h5"), compile=False)


def transcribe_array(audio):
    spec = tf.math.log(tf.abs(tf.signal.stft(audio, frame_length=320, frame_step=160)) + 1e-6)
    logits = model(spec[None], training=False).numpy()[0]
    best, out, prev = logits.argmax(axis=-1), [], None
    for index in best:
        if index != prev and index < len(ALPHABET):
            out.append(ALPHABET[index])
        prev = index
    return "".join(out)


@app.route("/transcribe", methods=["POST"])
def transcribe():
    with tempfile.NamedTemporaryFile(suffix=".wav") as tmp:
        request.files["audio"].save(tmp.name)
        audio, _ = sf.read(tmp.name, dtype="float32")
    return jsonify({"text": transcribe_array(np.asarray(audio, dtype="float32"))})


if __name__ == "__main__":
    app.run(port=5000)
