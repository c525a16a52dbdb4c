# source: https://github.com/kubeflow/kale/issues/184
# symptom: running the Dog Breed Classification example prints "7 out of the last 13 calls to <function Model.make_predict_function.<locals>.predict_function> triggered tf.function retracing" while bottleneck features are extracted for test images one at a time
# expect: TFM009 breed/features.py:12
# expect: TFM008 breed/features.py:13
# note: classify_folder.py loops over the test images; breed/features.py follows the course-style extract_resnet50 helper that instantiates a fresh ImageNet ResNet50 and calls predict() on a single image every time it is called
