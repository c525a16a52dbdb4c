"""REST scoring server: POST /invocations with a pandas-split JSON body."""
import io
import os

import pandas as pd
from flask import Flask, Response, request

from keras_flavor import load_pyfunc

app = Flask(__name__)
pyfunc_model = load_pyfunc(os.environ.get("MODEL_URI", "model"))


@app.route("/invocations", methods=["POST"])
def invocations():
    frame = pd.read_json(io.StringIO(request.get_data(as_text=True)), orient="split")
    result = pyfunc_model.predict(frame)
    return Response(result.to_json(orient="records"), status=200, mimetype="application/json")


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "5001")))
