# source: https://github.com/serengil/deepface/issues/584
# symptom: a Celery task analyses each uploaded face; every execution builds the models again and consumes a lot of RAM, and with more Celery workers memory use climbs until the workers are reduced
# expect: TFM009 faceapp/models.py:12
# note: folder case: the Celery task in tasks.py calls analyze() (faceapp/analysis.py) once per task, and analyze() calls build_model() (faceapp/models.py) for every requested action; build_model constructs a VGG16 base and a functional Model around it (the first construction is labelled); nothing caches the models between tasks
