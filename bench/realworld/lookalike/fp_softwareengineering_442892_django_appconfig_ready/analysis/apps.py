import os

from django.apps import AppConfig
from django.conf import settings


class AnalysisConfig(AppConfig):
    name = "analysis"
    model = None

    def ready(self):
        # runs once per worker process at start-up; the request handlers only read AnalysisConfig.model
        if os.environ.get("RUN_MAIN") == "true" or not settings.DEBUG:
            from tensorflow.keras.models import load_model
            AnalysisConfig.model = load_model(os.path.join(settings.BASE_DIR, "ml", "defects_unet.h5"), compile=False)
