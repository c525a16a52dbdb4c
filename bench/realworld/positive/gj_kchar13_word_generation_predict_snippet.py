# source: https://github.com/jarfo/kchar/issues/13
# symptom: generating text from the trained character-aware LM calls predict once per generated word, and the generation loop is slow
# expect: TFM008 15
# note: snippet as in the issue: LSTMCNN, opts, word/char index helpers come from the project; the loop predicts the next word from the last window, one model.predict per word
model = LSTMCNN(opts)
model.load_weights("words-large.h5")

seed = "the stock market".split()
words = list(seed)
for _ in range(50):
    window = words[-opts.seq_length:]
    word_ids = [word_vocab.get(w, word_vocab["<unk>"]) for w in window]
    char_ids = [chars_for(w, char_vocab, opts.max_word_l) for w in window]
    x = {"word": np.array([word_ids]), "chars": np.array([char_ids])}
    prediction = model.predict(x)
    probs = prediction[0, -1]
    probs = probs ** (1.0 / temperature)
    next_id = np.random.choice(len(probs), p=probs / probs.sum())
    words.append(inv_word_vocab[next_id])

print(" ".join(words))
