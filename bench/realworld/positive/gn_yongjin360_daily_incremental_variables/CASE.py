# source: http://www.yongjin360.com/news/179421
# symptom: a recommender retrained incrementally every day exhausts memory after about two weeks of continuous running; old variables are never released
# expect: TFM002 trainer.py:13
# expect: TFM002 trainer.py:14
# note: service.py's `while True` daily loop calls start_day, which rebinds self.global_step and self.item_bias to brand-new tf.Variables (the bias with a new name per day) instead of resetting the existing ones with assign().
