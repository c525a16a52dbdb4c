# source: https://github.com/tensorflow/tensorflow/issues/40171
# symptom: an application that cycles models in and out of memory (a corpus of documents spanning several languages, one model per language) leaks a few megabytes, and with large models hundreds of megabytes, on every load/unload cycle until the process dies
# expect: TFM009 services/lang_models.py:19
# note: pipeline.py loops over the documents of the corpus; label_document calls services.lang_models.classify, which calls get_model, which loads the language's model from disk again for every document and deletes it afterwards (chain: process_corpus loop -> label_document -> classify -> get_model -> load_model), with no clear_session()
