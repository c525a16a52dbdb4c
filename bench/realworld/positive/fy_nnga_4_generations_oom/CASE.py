# source: https://github.com/harvitronix/neural-network-genetic-algorithm/issues/4
# symptom: ResourceExhaustedError (OOM) on a 12 GB GPU after a few generations; every evaluated genome leaves its model behind
# expect: TFM009 train.py:32
