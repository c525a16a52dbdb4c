# source: https://github.com/AmpereComputingAI/ampere_model_library/pull/130
# note: the fix discussed in the PR: enable padding/truncation in the tokenizer so the model sees one input shape ("padding to a single shape would be the fastest"); every call gets (1, 384) arrays and the tf.function carries a matching input_signature, so it traces once even though it is called per sample from a loop
