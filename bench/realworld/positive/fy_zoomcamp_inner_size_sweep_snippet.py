# source: https://github.com/DataTalksClub/machine-learning-zoomcamp/blob/HEAD/08-deep-learning/08-more-layers.md
# symptom: (course material, no issue filed) a new Xception-based model is built and trained for every inner-layer size in one kernel; memory grows with each size tried
# expect: TFM009 13
# note: cell pasted into the course Slack; make_model(), train_ds and val_ds come from the cells above

learning_rate = 0.001
scores = {}
best = (None, 0.0)

for size in [10, 100, 1000]:
    print(size)

    model = make_model(
        learning_rate=learning_rate,
        size_inner=size,
    )

    history = model.fit(train_ds, epochs=10, validation_data=val_ds)
    scores[size] = history.history

    top = max(history.history['val_accuracy'])
    if top > best[1]:
        best = (size, top)
    print()

for size, hist in scores.items():
    plt.plot(hist['val_accuracy'], label=('val=%s' % size))

plt.xticks(np.arange(10))
plt.yticks([0.78, 0.80, 0.82, 0.825, 0.83])
plt.legend()
print("best inner size:", best)
