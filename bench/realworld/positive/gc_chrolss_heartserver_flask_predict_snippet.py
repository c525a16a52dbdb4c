# source: https://github.com/chrolss/Azure/blob/6ab6d6995d0ad0099164c4cf0371610b98ea23b7/HeartServer/server.py
# symptom: Flask API on a small Azure instance: every POST /api runs Model.predict on one sample; latency per request is high and memory creeps up under load
# expect: TFM008 24
# note: pasted with a star import the way it is often shared; model_from_json comes from the star import and the model is built once at import time, the route runs per request.
from flask import Flask, request, jsonify
from keras.models import *
import numpy as np

app = Flask(__name__)

with open('models/model.json', 'r') as json_file:
    model = model_from_json(json_file.read())
model.load_weights('models/model_weights.h5')


@app.route('/index')
def index():
    return "Hello, World!"


@app.route('/api', methods=['POST'])
def predict():
    data = request.get_json(force=True)
    prediction = model.predict([[np.array(data['exp'])]])
    output = float(prediction[0][0])
    return jsonify(risk=output)


if __name__ == '__main__':
    app.run(port=5000, debug=False)
