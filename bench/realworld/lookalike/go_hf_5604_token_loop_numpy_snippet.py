# source: https://github.com/huggingface/transformers/issues/5604
# symptom: TFGPT2LMHeadModel token-by-token generation five times slower than the PyTorch model
# note: the benchmark loop from the report: the model object is called directly (not predict) once per token and the chosen token id is converted with .numpy() before it is stored, so no tensors pile up in the list (snippet, imports elsewhere)
tokenizer = GPT2Tokenizer.from_pretrained("gpt2")
model = TFGPT2LMHeadModel.from_pretrained("gpt2")

text = "What are you doing after you have finished working?"
generated = tokenizer.encode(text)
context = tf.constant([generated])
past = None
start = time()
for i in range(100):
    output, past = model(context, past=past)
    logits = output[0, -1, :]
    tok = tf.argmax(logits)
    generated.append(int(tok.numpy()))
    context = tf.expand_dims(tf.expand_dims(tok, 0), 0)
sequence = tokenizer.decode(generated)
print(time() - start, sequence)
