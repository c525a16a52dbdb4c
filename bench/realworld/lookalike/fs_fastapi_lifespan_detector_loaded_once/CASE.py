# source: https://fastapi.tiangolo.com/advanced/events/
# note: FastAPI's documented lifespan pattern for ML models: the Keras model is loaded once in the lifespan handler before the app serves requests and released at shutdown; the endpoint only calls the stored model directly on one image per request
