# source: https://github.com/keras-team/keras/issues/888
# symptom: the user trains one epoch at a time in a Python loop and predicts a sample after each epoch; every predict sets up a whole prediction loop again (slow; leaked memory on early TF 2.x)
# expect: TFM008 14
# note: snippet without imports as posted in the thread (model, optimizer and the embedded data come from earlier code); the learning rate is changed in place after iteration 5
for iteration in range(0, 100):
    if iteration > 5:
        optimizer.learning_rate.assign(0.02)
    model.fit(x_embed, y, epochs=1, batch_size=batch_size, verbose=0)
    sample = x_embed_sample[iteration % len(x_embed_sample)][None]
    start = [int(t) for t in sample[0, -5:].argmax(-1)]
    generated = []
    for step in range(40):
        window = sample[:, -maxlen:]
        preds = model.predict(window, verbose=0)[0]
        next_index = int(preds[-1].argmax())
        generated.append(next_index)
        sample = np.concatenate([sample, np.eye(vocab_size)[[[next_index]]]], axis=1)
    print(iteration, start, generated)
