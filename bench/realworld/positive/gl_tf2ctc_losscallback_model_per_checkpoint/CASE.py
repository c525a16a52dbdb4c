# source: https://github.com/gabrieltnishimura/tf2-ctc-speech-recognition/blob/HEAD/ctc/training/LossCallback.py
# symptom: long CTC training runs grow in memory at every checkpoint epoch; the callback wraps the network in a brand-new functional Model each time it saves
# expect: TFM009 training/loss_callback.py:33
# note: the Callback subclass is registered on brnn.fit in train.py; its on_epoch_end hook builds Model(inputs, outputs) at each checkpoint epoch (every epoch here) without clear_session
