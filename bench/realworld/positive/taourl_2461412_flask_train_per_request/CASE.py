# source: https://taourl.com/read-2461412.html
# symptom: the Flask app freezes and its memory grows when /train requests fit a Keras model inside the request handler
# expect: TFM009 trainer.py:15
# note: the route handler calls the trainer module, which builds and fits a fresh model per request (the pattern the page warns against), with no clear_session
