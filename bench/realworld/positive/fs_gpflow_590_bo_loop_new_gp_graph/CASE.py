# source: https://github.com/GPflow/GPflow/issues/590
# symptom: each hyper-parameter optimisation of a freshly instantiated GP takes longer than the last when run 50 times in one Python process; len(tf.all_variables()) shows that every new GP adds nodes and variables to the TensorFlow graph
# expect: TFM010 bo/surrogate.py:12
# expect: TFM002 bo/surrogate.py:14
# note: folder case: the Bayesian-optimisation loop in bayes_opt.py calls fit_gp() (bo/surrogate.py) once per iteration inside one session; fit_gp builds constants, three hyper-parameter tf.Variables, the likelihood, an Adam minimize op and the posterior ops into the default graph every time; the first op and the first variable are labelled
