# source: https://github.com/cbfinn/maml/issues/30
# symptom: question whether the tf.Variable bias lines in construct_weights create a new bias variable each time they are called
# note: correct: construct_model is called twice (meta-train and meta-val graphs) but construct_weights runs only the first time; the 'weights' in dir(self) guard reuses self.weights and the variable scope afterwards
