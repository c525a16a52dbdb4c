# source: https://github.com/ricardojdb/face-api/blob/HEAD/face_features/utils.py
# symptom: the age/gender container slows down and its memory keeps rising under steady traffic; each HTTP request runs a full Keras predict loop for a single 64x64 face
# expect: TFM008 agegender.py:44
# note: folder case; the Flask route in app.py hands each decoded request to agegender.describe_face, which calls model.predict on a batch of one; the network is a small wide-resnet-style Keras model built once at import
