# source: https://github.com/ertis-research/kafka-ml/blob/HEAD/model_inference/tensorflow/inference.py
# symptom: repository code (no issue text): the inference pod polls Kafka forever and calls model.predict() on each single decoded message, setting up a whole prediction loop per message
# expect: TFM008 predictor.py:17
# note: inference.py holds the `while True` consumer loop; predictor.py wraps the Keras model and is called once per message
