# source: https://github.com/MoteCL/Prueba4ML
# symptom: every POST /predict runs a full model.predict on one sample; per-request latency is dominated by predict's loop setup and memory creeps up in the long-running server process
# expect: TFM008 src/services/predictor.py:17
# note: pattern of src/app.py in that repository (Flask route calling model.predict on the request payload); here the route lives in src/api/routes.py (blueprint registered in src/app.py) and calls predict_json in src/services/predictor.py, where the model is loaded once at import and predict runs for every request.
