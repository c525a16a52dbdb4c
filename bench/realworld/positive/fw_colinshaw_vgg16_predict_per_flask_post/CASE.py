# source: https://github.com/ColinShaw/python-keras-flask-deployment-example/blob/HEAD/src/model.py
# source: https://github.com/ColinShaw/python-keras-flask-deployment-example/blob/HEAD/app.py
# symptom: repository code (no issue text): the deployment example keeps one VGG16 but answers every POST /predict with model.predict() on a single image, the per-request predict pattern reported elsewhere as slow and leaking on TF 2.x
# expect: TFM008 src/model.py:22
# note: app.py creates Model() once; its predict() method is the per-request path
