import os

from fastapi import FastAPI

from api.routers import router
from package_name.models_training.model_keras import ModelKeras

MODEL_DIR = os.environ.get("MODEL_DIR", "models/model_embedding_lstm")


def create_app() -> FastAPI:
    app = FastAPI(title="gabarit NLP API")
    app.include_router(router)

    @app.on_event("startup")
    def load_model():
        app.state.model = ModelKeras.reload_from_standalone(MODEL_DIR)

    return app


app = create_app()
