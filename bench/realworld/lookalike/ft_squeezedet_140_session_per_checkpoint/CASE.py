# source: https://github.com/BichenWuUCB/squeezeDet/issues/140
# symptom: an automated report flagged that tf.Session is defined in eval_once, which is called repeatedly from the while True polling loop
# note: correct: the evaluation graph, its Saver and summary op are built once before polling; each new checkpoint only opens a Session, restores into the existing graph and runs prebuilt tensors (a Session is not a graph op), with NMS done in numpy
