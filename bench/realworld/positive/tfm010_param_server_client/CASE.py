# source: https://github.com/tensorflow/tensorflow/issues/2311
# symptom: GPU OOM ('Ran out of memory trying to allocate 16B') after a few hundred weight updates: each update from the parameter server runs sess.run(var.assign(new_weights)), adding assign ops and weight constants to the graph
# expect: TFM010 client.py:23
# note: the polling loop (while True over server messages) is in worker.py; the assign loop is in a method of client.py imported with `from client import ...`
