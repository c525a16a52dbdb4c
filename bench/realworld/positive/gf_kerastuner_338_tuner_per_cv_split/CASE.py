# source: https://github.com/keras-team/keras-tuner/issues/338
# symptom: keras-tuner used inside a for loop over CV folds: the first fold takes about an hour, every subsequent fold takes dramatically longer (training times grow with each split)
# expect: TFM009 cv/space.py:6
# note: NestedCV.run (cv/runner.py) loops over the outer splits; each split creates a new Hyperband tuner whose trials build models through churn_hypermodel (cv/space.py), then refits the winner by calling churn_hypermodel again. Nothing clears the session between splits.
