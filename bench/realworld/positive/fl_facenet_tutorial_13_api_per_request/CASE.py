# source: https://github.com/ColeMurray/medium-facenet-tutorial/issues/13
# symptom: an API that classifies one uploaded photo per call with the tutorial's trained classifier gets slower with every request (response time grows with each call until the server is restarted)
# expect: TFM010 facesvc/classifier.py:16
# expect: TFM010 facesvc/classifier.py:21
# note: app.py is the Flask endpoint; facesvc/classifier.py re-imports the frozen FaceNet graph and builds a new image-decoding pipeline into the same default graph on every request, then runs them with a session
