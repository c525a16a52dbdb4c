# source: https://github.com/keras-team/keras/issues/5430
# symptom: in a Django app the HDF5 weights file stays open after load_weights, and the next API call fails on it; the model is rebuilt and its weights reloaded on every API call (the suggested fix: load the model once at server start and reuse it)
# expect: TFM009 27
# note: the Django view builds the Keras network, loads the weights and predicts inside the request handler, so every POST creates a new model
import json

import numpy as np
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from keras.layers import Dense, Dropout
from keras.models import Sequential

WEIGHTS_PATH = "/srv/app/models/churn_weights.h5"
N_FEATURES = 42


@csrf_exempt
@require_POST
def churn_score(request):
    try:
        payload = json.loads(request.body)
        features = np.asarray(payload["features"], dtype="float32").reshape(1, N_FEATURES)
    except (KeyError, ValueError):
        return HttpResponseBadRequest("expected a JSON body with %d features" % N_FEATURES)

    model = Sequential()
    model.add(Dense(128, activation="relu", input_dim=N_FEATURES))
    model.add(Dropout(0.3))
    model.add(Dense(64, activation="relu"))
    model.add(Dense(1, activation="sigmoid"))
    model.load_weights(WEIGHTS_PATH)

    probability = float(model.predict(features)[0, 0])
    return JsonResponse({"churn_probability": round(probability, 4), "churn": probability > 0.5})
