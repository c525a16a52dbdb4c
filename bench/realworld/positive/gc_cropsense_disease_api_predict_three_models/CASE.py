# source: https://github.com/sanyam-2001/CropSense-Disease-Prediction-Model/blob/1717a80f508e35b9a21fdb2d910bd6ac7dc44732/predictionFunctions.py
# source: https://github.com/sanyam-2001/CropSense-Disease-Prediction-Model/blob/1717a80f508e35b9a21fdb2d910bd6ac7dc44732/predict.py
# symptom: every upload runs three Keras models through Model.predict on a single image; request latency is dominated by predict setup
# expect: TFM008 model_zoo.py:20
# expect: TFM008 model_zoo.py:26
# expect: TFM008 model_zoo.py:33
# note: repository code, no issue thread. Models are loaded once at import; predict_pool loops over the three predictor functions for every request.
