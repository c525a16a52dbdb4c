# source: https://github.com/spring-media/TransformerTTS/issues/80
# symptom: "8 out of the last 10 calls to <bound method AutoregressiveTransformer._forward_encoder> triggered tf.function retracing" while synthesising, followed by GPU errors
# expect: TFM001 model.py:19
# expect: TFM007 model.py:29
# note: each sentence is turned into a (1, len(tokens)) phoneme tensor and handed to the tf.function encoder, so every new sentence length traces again; synthesize.py calls predict() once per line of the input text
