# source: https://machinelearningmastery.com/how-to-use-test-time-augmentation-to-improve-model-performance-for-image-classification/
# symptom: test-time augmentation evaluated one test image at a time: one predict_generator call per image (10,000 per configuration), so a TTA evaluation run takes minutes where a single batched predict takes seconds
# expect: TFM008 tta.py:18
# note: evaluate_tta.tta_accuracy loops over every test image and calls tta_prediction (tta.py), which builds an augmentation flow for that one image and calls model.predict_generator on it; the tutorial's structure, in new code.
