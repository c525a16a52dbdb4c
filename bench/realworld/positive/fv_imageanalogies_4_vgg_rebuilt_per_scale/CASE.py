# source: https://github.com/awentzonline/image-analogies/issues/4
# symptom: maintainer's own issue: the script rebuilds the VGG16 network and reloads its weights at every scale of the image pyramid ('it probably doesn't need to reload the model every time')
# expect: TFM009 analogy/synth.py:13
# expect: TFM009 analogy/synth.py:14
# note: synthesize_scale() runs once per pyramid scale from the loop in make_analogy.py and constructs the VGG16 base
# note: and the feature extractor on each call. analogy.losses / analogy.imgutil are not reproduced.
