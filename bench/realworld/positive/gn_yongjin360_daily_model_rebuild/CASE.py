# source: http://www.yongjin360.com/news/179421
# symptom: recommendation model retrained every day in the same process; GPU memory is gradually exhausted after about two weeks and the service crashes
# expect: TFM009 daily_job.py:24
# note: the `while True` daily loop builds (and warm-starts) a fresh Keras model every iteration and never calls clear_session(); each model is trained, so per RULES running each day in a subprocess is the real fix. Same article as gn_yongjin360_daily_incremental_variables, different code path (model rebuild instead of variable rebinding).
