# source: https://github.com/perfanalytics/pose2sim/issues/72
# source: https://github.com/perfanalytics/pose2sim/pull/73
# symptom: batch processing of many trials: the processing time per file keeps increasing (flat after 80 files once the session is cleared)
# expect: TFM009 marker_augmentation.py:31
# note: The augmenter models are loaded inside the loop over body parts of augment_trc(), which batch_process.py calls
# note: once per trial; nothing clears the Keras session between trials (the fix in the linked PR adds clear_session).
