# source: https://github.com/Maxinho96/Image-Classifier-Telegram-Bot/blob/HEAD/neural_network.py
# source: https://github.com/Maxinho96/Image-Classifier-Telegram-Bot/blob/HEAD/bot_local.py
# symptom: repository code (no issue text): every photo sent to the bot runs a full Keras predict() on a single image inside the long-running bot process, the per-message predict pattern that TF 2.x issues report as slow and leaking
# expect: TFM008 neural_network.py:38
# note: the model is built once (NeuralNetwork() at import), but predict() is called from the Telegram photo handler, once per message
