# source: https://taourl.com/read-3363933.html
# symptom: importing Keras and loading the model inside a Django view crashes or segfaults the dev server ("Process finished with exit code 139"); the page's fix is to load the model once, in AppConfig.ready or a cached getter
# expect: TFM009 classifier/views.py:16
# expect: TFM008 classifier/views.py:18
# note: classifier/urls.py routes predict/ to views.predict; the view (a request handler) calls load_model on every request, then predict on one image
