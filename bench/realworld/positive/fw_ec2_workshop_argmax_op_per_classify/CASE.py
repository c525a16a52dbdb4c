# source: https://github.com/sayabe/aws-ec2-workshop/blob/HEAD/complete/ec2/flaskapp/cv.py
# source: https://github.com/sayabe/aws-ec2-workshop/blob/HEAD/complete/ec2/flaskapp.py
# symptom: repository code (no issue text): the MNIST workshop server restores the checkpoint once, but each POST /classify calls classifier.classify(), which adds a new ArgMax op to the session's graph before running it, so the graph grows with every request
# expect: TFM010 cv.py:56
# note: flaskapp.py is the request handler; cv.py holds the TF 1.x classifier whose classify() method builds an op and calls Session.run on every call
