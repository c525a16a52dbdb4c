# source: https://github.com/david-gpu/srez/issues/35
# symptom: after about three hours of training, "ValueError: GraphDef cannot be larger than 2GB"; a maintainer-confirmed cause is _summarize_progress, which adds image ops to the graph each time it writes a preview
# expect: TFM010 summary.py:10
# note: train.py runs the session loop and calls summary.summarize_progress every few hundred batches; the helper builds concat/resize ops before running them
