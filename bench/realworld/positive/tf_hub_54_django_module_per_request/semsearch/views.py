import json

import numpy as np
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from .encoder import encode
from .models import Article


@csrf_exempt
def search(request):
    query = json.loads(request.body)["query"]
    articles = list(Article.objects.all()[:500])
    vectors = encode([query] + [a.title for a in articles])
    scores = vectors[1:] @ vectors[0]
    order = np.argsort(-scores)[:10]
    return JsonResponse({"results": [{"id": articles[i].id, "title": articles[i].title, "score": float(scores[i])} for i in order]})
