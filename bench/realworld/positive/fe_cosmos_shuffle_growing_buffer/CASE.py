# source: https://github.com/AndreaGiorgi/Cosmos/blob/25e041022a5de076e8859c394cfebe613cd38bc8/src/neural_network_util/dataset_postprocess.py
# symptom: the dataset post-processing step repeats the training set and shuffles it five times with buffers of 125,779 x i elements (up to about 629,000 light-curve records buffered at once); a later commit comments the loop out and replaces it with repeat(15) and shuffle(186)
# expect: TFM011 neural_network_util/dataset_postprocess.py:9
# note: folder case: coordinator/neural_network_coordinator.py builds the datasets and calls neural_network_util.dataset_postprocess.post_build_ops; the buffer sizes are integer literals times the index of a range(1, 6) loop, so every one of them is above the 100,000-element default
