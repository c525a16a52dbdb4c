import json

from django.http import HttpResponse, JsonResponse

from .forecast import run_forecast

DEFAULTS = {"vegetable": 3, "market": 0, "season": 1, "week": 15, "rain": 0, "holiday": 0}


def parse_params(query):
    params = dict(DEFAULTS)
    for key in params:
        if key in query:
            params[key] = float(query[key])
    horizon = int(query.get("horizon", 4))
    return params, horizon


def predict(req):
    if req.method != "GET":
        return HttpResponse("Invalid request", status=405)
    params, horizon = parse_params(req.GET)
    prices = run_forecast(params, horizon)
    print("input", json.dumps(params))
    return JsonResponse({"data": prices})


def health(req):
    return JsonResponse({"status": "ok"})
