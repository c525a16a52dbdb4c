import os
import threading
import uuid

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from predictor import run_prediction

CHECKPOINT = os.environ.get("RAMP_CHECKPOINT", "/models/ramp/checkpoint.tf")
RESULTS_DIR = "/data/predictions"


@csrf_exempt
def predict_view(request):
    if request.method != "POST":
        return JsonResponse({"error": "POST only"}, status=405)
    tiles_dir = request.POST["tiles_dir"]
    job_id = uuid.uuid4().hex
    output_path = os.path.join(RESULTS_DIR, job_id + ".json")
    worker = threading.Thread(target=run_prediction, args=(CHECKPOINT, tiles_dir, output_path))
    worker.start()
    return JsonResponse({"job": job_id, "result": output_path}, status=202)
