# source: https://github.com/jambobjambo/PiklWeb/blob/HEAD/labelOnline.py
# symptom: repository code (no issue text): every request re-reads retrained_graph.pb and imports it into the default graph before running it, so the default graph gains a full copy of the retrained Inception graph per request
# expect: TFM010 labeler.py:23
# note: split as a small project: server.py holds the Flask routes, labeler.py the TF 1.x inference helper they call on each upload
