# source: https://github.com/carlini/nn_robust_attacks/issues/6
# symptom: attacking many images with the Inception model fails with "GraphDef cannot be larger than 2GB"; the answer quoted in the issue: the graph is imported every time predict() is called, so the default graph keeps growing, and it is also much slower
# expect: TFM010 setup_inception.py:25
# note: run_attacks.py loops over images and calls InceptionModel.predict (another module), which re-imports the frozen Inception GraphDef into the default graph on every call before the loop runs it with sess.run
