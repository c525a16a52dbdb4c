# source: https://github.com/CCThompson82/TNCFM/blob/HEAD/SESSION.py
# note: correct: every op, including the initializer and the validation loss, is created once in GRAPH.py; the loop in SESSION.py only feeds placeholders and runs or evals tensors that already exist, so nothing is added to the graph per step
