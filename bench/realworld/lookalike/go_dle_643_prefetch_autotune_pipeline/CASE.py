# source: https://github.com/NVIDIA/DeepLearningExamples/issues/643
# source: https://github.com/davidrpugh/tensorflow-gpu-data-science-project/pull/14
# symptom: questions about prefetching in the input pipeline; hard-coded buffer sizes replaced by autotuning
# note: the suggested shape: prefetch(tf.data.AUTOTUNE) at the end of the pipeline and a bounded shuffle buffer; no large literal buffer anywhere
