# source: https://github.com/EggMuratov/TelegramBot/blob/HEAD/Scripts/main2.py
# symptom: repository code (no issue text): the bot builds a fresh VGG16 (recognition) or VGG19 plus an extractor Model (style transfer) for every document it receives, so each request reloads ImageNet weights and adds new Keras models to the process
# expect: TFM009 recognition.py:22
# expect: TFM008 recognition.py:24
# expect: TFM009 style_ai.py:30
# expect: TFM009 style_ai.py:33
# note: both helpers are reached from the telebot document handler, once per incoming file; nothing calls clear_session
