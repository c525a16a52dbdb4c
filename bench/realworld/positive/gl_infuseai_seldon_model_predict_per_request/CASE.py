# source: https://github.com/InfuseAI/model-deployment-examples/blob/HEAD/keras_mnist/MyModel.py
# symptom: the deployed Keras MNIST model answers every request through model.predict on a single image; per-request latency is far above the model's compute time and server memory creeps up under load
# expect: TFM008 MyModel.py:25
# note: the model is loaded once (lazy-load guard), so only the predict call repeats; the serving runtime calls MyModel.predict once per request, represented here by a small Flask wrapper in microservice.py
