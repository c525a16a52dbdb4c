# source: https://github.com/PyDataBlog/fastapi-model-deployment/issues/1
# symptom: "repeated load_model if receiving multiple calls": get_predictions loads the Keras model every time it is called, i.e. on every request to the API
# expect: TFM009 app/data/predictions_handler.py:17
# note: folder case: the FastAPI endpoint in app/main.py calls get_predictions from app/data/predictions_handler.py, which loads the model, predicts once and returns
