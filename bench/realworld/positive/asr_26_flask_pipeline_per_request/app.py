import os
import tempfile

from flask import Flask, jsonify, request

import asr

app = Flask(__name__)


@app.route("/transcribe", methods=["POST"])
def transcribe():
    audio_file = request.files["audio"]
    with tempfile.NamedTemporaryFile(suffix=".wav", delete=False) as tmp:
        audio_file.save(tmp.name)
        audio_path = tmp.name
    try:
        sample = asr.read_audio(audio_path)
        pipeline = asr.load("deepspeech2", lang="en")
        sentences = pipeline.predict([sample])
    finally:
        os.remove(audio_path)
    return jsonify({"text": sentences[0]})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 5000)))
