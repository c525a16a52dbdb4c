# source: https://github.com/OpenNMT/OpenNMT-tf/issues/582
# symptom: distributed training takes a long time to start and stalls every few dozen steps while workers refill the shuffle buffer; setting sample_buffer_size to 0 makes it run smoothly
# expect: TFM011 nmt/pipeline.py:13
# note: package case: train.py -> nmt.inputs.make_inputs -> nmt.pipeline.make_training_dataset; the zipped sentence-pair dataset is shuffled with a 500,000-element buffer, the default sample_buffer_size of the report
