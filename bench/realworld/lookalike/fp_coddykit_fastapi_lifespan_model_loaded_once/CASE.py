# source: https://www.coddykit.com/courses/learn_mlops/load-the-model-once-at-startup-12547010
# note: the lesson's fix for the slow endpoint: load the model a single time when the service starts (FastAPI lifespan event) and reuse it for every prediction; here service/model_store.py loads the Keras model once from the lifespan hook and the /predict handler scores one row with predict_on_batch
