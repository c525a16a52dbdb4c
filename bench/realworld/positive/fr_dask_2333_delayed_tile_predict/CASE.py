# source: https://github.com/dask/distributed/issues/2333
# symptom: running Keras inference on dask workers: each delayed task loads the saved model again and calls predict on its tile, so every task rebuilds the graph and a full predict loop; worker memory climbs as tasks accumulate
# expect: TFM009 tiles/tasks.py:16
# expect: TFM008 tiles/tasks.py:17
# note: package case: run.py -> tiles.pipeline.predict_all, whose list comprehension calls the dask.delayed predict_tile once per scene; the worker function loads the model and predicts on every call
