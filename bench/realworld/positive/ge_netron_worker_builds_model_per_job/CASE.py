# source: https://github.com/yankov/netron/blob/HEAD/netron/worker/Worker.py
# symptom: a long-running hyper-parameter search worker grows in memory with every job it trains
# expect: TFM009 netron_worker/runner.py:12
# note: the worker polls the job server forever and, for each job, the runner module builds a new Keras Sequential from the job spec and fits it; nothing clears the Keras session between jobs
