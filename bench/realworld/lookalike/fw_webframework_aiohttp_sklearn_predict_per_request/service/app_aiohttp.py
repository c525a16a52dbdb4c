import sys

import numpy as np
from aiohttp import web

from model import Model


async def handle(request):
    data = await request.json()
    features = np.asarray(data["input"], dtype="float64")
    if features.ndim == 1:
        features = features.reshape(1, -1)
    predictions = request.app["model"].predict(features)[0]
    return web.json_response({
        "status": "success",
        "result": predictions.tolist(),
    })


async def health(request):
    return web.json_response({"status": "ok"})


def make_app():
    app = web.Application()
    app.router.add_post("/predict", handle)
    app.router.add_get("/health", health)
    app["model"] = Model()
    return app


if __name__ == "__main__":
    host = sys.argv[1] if len(sys.argv) > 1 else "127.0.0.1"
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 8080
    web.run_app(make_app(), host=host, port=port)
