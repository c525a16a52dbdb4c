# source: https://github.com/endernewton/tf-faster-rcnn/blob/HEAD/lib/model/train_val.py
# symptom: at every learning-rate step the running session gains a new Assign op; in long schedules with frequent steps (and resumed runs that replay them) the graph keeps growing while training
# expect: TFM010 solver/train_val.py:37
# note: folder case with tensorflow.compat.v1 imported as tf: SolverWrapper.train_model runs a while loop over iterations and, at each step boundary, builds tf.assign(lr, rate) inside the loop and runs it, instead of feeding the rate through a placeholder built once
