# source: https://github.com/DDMAL/Rodan/issues/813
# source: https://github.com/DDMAL/Rodan/pull/816
# symptom: "Celery does not release memory when its worker finishes a job": each run of the OMR workflow raises the py3-celery container's usage (231 MiB -> 2.8 GiB after one run, more after each further run) until the OOM reaper kills workers; the merged fix restarts workers after one job
# expect: TFM009 jobs/pixelwise.py:19
# expect: TFM008 jobs/pixelwise.py:38
# note: celery_app.py is the worker entry point; every workflow run calls PixelwiseAnalysis.run_my_task, which loads the layer models again and predicts tile by tile
