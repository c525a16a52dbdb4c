# source: https://github.com/autonomio/talos/issues/482
# symptom: ResourceExhaustedError (OOM) after several rounds of a grid search, although the largest model fits alone
# expect: TFM009 hpsearch/round.py:6
# note: run_scan.py calls Scan.run (hpsearch/scan.py) once; its loop over permutations calls train_round (hpsearch/round.py), which builds, compiles and trains a new Sequential each round with no clear_session anywhere.
