# source: https://github.com/keras-team/keras/issues/19058
# symptom: memory grows steadily over the iterations of a neural architecture search that creates and trains hundreds of Conv2D models; symbolic tensors of old models survive gc.collect()
# expect: TFM009 search_space.py:24
# note: the functional model is assembled in a builder module and created for every genome of every generation from the search loop in another module; the loop only does del/gc.collect, no clear_session
