# source: https://github.com/guiyshd/spa-flask-vue/blob/HEAD/flaskvue/backend/tf/model.py
# symptom: repository code (no issue text): the Flask backend saves each uploaded image and calls load(), which reads the SavedModel from disk and predicts, so every upload pays a model load and adds a model to the process
# expect: TFM009 ml/model.py:13
# expect: TFM008 ml/model.py:14
# note: backend.py holds the upload route; ml/model.py and ml/funmodel.py are the helpers it calls for every upload
