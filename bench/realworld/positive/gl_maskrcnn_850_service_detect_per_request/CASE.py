# source: https://github.com/matterport/Mask_RCNN/issues/850
# symptom: detection works when the service class is created, then requests routed from Flask stall or crawl; every request goes through a full model.predict set-up
# expect: TFM008 service.py:44
# note: the service class loads the Keras detector once; its detect() method (reached from the Flask route through the module-level service object) calls self.keras_model.predict for every request
