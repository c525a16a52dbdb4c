# source: https://github.com/BethanyL/DeepKoopman/issues/4
# symptom: RAM use grows with each passing experiment; adding tf.reset_default_graph() at the end of try_net fixed it
# expect: TFM010 training.py:8
# expect: TFM002 training.py:12
# note: experiments.py loops over hyper-parameters and seeds and calls training.main_exp -> try_net, which builds the whole network, loss and optimizer ops in the default graph and runs them in a new session on every call; TF1 file without a compat import (tf bound to tensorflow, TF1 API)
