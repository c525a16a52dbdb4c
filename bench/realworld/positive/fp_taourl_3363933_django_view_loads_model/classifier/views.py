import os

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.views.decorators.http import require_POST
from tensorflow.keras.models import load_model

from .preprocessing import image_to_batch

CLASSES = ["normal", "pneumonia"]
MODEL_PATH = os.path.join(settings.BASE_DIR, "ml", "xray_cnn.h5")


@require_POST
def predict(request):
    model = load_model(MODEL_PATH)
    batch = image_to_batch(request.FILES["xray"])
    probs = model.predict(batch)[0]
    best = int(probs.argmax())
    return JsonResponse({"label": CLASSES[best], "probability": float(probs[best])})


def ping(request):
    return HttpResponse("Model service up")
