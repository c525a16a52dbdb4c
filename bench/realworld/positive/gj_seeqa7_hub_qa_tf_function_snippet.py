# source: https://github.com/see--/natural-question-answering/issues/7
# symptom: memory leak when the QA model loaded from tf-hub is run over many question/context pairs, with "triggered tf.function retracing" warnings
# expect: TFM001 9
# note: snippet; each (question, context) pair has its own token length and is fed to a tf.function without input_signature, so a new trace is kept per distinct length
tokenizer = BertTokenizer.from_pretrained("tokenizer_tf2_qa")
model = hub.load("https://tfhub.dev/see--/bert-uncased-tf2-qa/1")


@tf.function
def qa_logits(input_word_ids, input_mask, input_type_ids):
    return model([input_word_ids, input_mask, input_type_ids])


answers = []
for question, context in data:
    encoded = tokenizer.encode_plus(question, context, add_special_tokens=True)
    input_word_ids, input_mask, input_type_ids = map(
        lambda t: tf.expand_dims(tf.convert_to_tensor(t, dtype=tf.int32), 0),
        (encoded["input_ids"], encoded["attention_mask"], encoded["token_type_ids"]),
    )
    start_logits, end_logits = qa_logits(input_word_ids, input_mask, input_type_ids)
    start = int(tf.argmax(start_logits[0][1:])) + 1
    end = int(tf.argmax(end_logits[0][1:])) + 1
    tokens = tokenizer.convert_ids_to_tokens(encoded["input_ids"][start:end + 1])
    answers.append(tokenizer.convert_tokens_to_string(tokens))
