# source: https://github.com/NNPDF/nnpdf/pull/2511
# source: https://github.com/NNPDF/nnpdf/issues/2150
# symptom: (fixed variant) memory grew with the number of hyperopt trials despite clearing the backend between trials
# note: Correct: run_trial() is never called in the scan loop; it is the target of a forked child process that exits
# note: after each trial, so the graph, traced functions and optimizer registry of a trial die with it. This is the
# note: subprocess-per-trial approach of the PR (and the one RULES recommends for train-per-iteration loops).
