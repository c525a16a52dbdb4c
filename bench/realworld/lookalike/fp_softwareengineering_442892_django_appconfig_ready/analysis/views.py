import numpy as np
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from PIL import Image

from .apps import AnalysisConfig


@require_POST
def segment(request):
    img = Image.open(request.FILES["image"]).convert("L").resize((256, 256))
    batch = np.asarray(img, dtype="float32")[np.newaxis, ..., np.newaxis] / 255.0
    mask = AnalysisConfig.model.predict_on_batch(batch)[0, ..., 0]
    defect_ratio = float((mask > 0.5).mean())
    return JsonResponse({"defect_ratio": defect_ratio, "has_defect": defect_ratio > 0.01})
