import gc
import os

import uvicorn
from starlette.applications import Starlette
from starlette.responses import UJSONResponse

from gen_utils import generate_text, load_session

app = Starlette(debug=False)
sess, hparams, enc = load_session()

response_header = {"Access-Control-Allow-Origin": "*"}


@app.route("/", methods=["GET", "POST", "HEAD"])
async def homepage(request):
    if request.method == "GET":
        params = request.query_params
    elif request.method == "POST":
        params = await request.json()
    else:
        return UJSONResponse({"text": ""}, headers=response_header)

    text = generate_text(
        sess, hparams, enc,
        prefix=params.get("prefix", "")[:500],
        length=min(int(params.get("length", 100)), 1023),
        temperature=float(params.get("temperature", 0.7)),
        top_k=int(params.get("top_k", 40)),
    )
    gc.collect()
    return UJSONResponse({"text": text}, headers=response_header)


if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=int(os.environ.get("PORT", 8080)))
