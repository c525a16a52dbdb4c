import json

from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .ml import score
from .text import encode


@require_POST
def sentiment(request):
    text = json.loads(request.body)["text"]
    positive = score(encode(text))
    return JsonResponse({"positive": positive, "label": "positive" if positive > 0.5 else "negative"})
