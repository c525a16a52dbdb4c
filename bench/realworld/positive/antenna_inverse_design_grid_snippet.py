# source: https://github.com/youxch/Inverse-design-of-patch-antennas/issues/2
# symptom: predict.py prints a '1/1 ... step' progress bar for every sample and RAM reaches 64 GB over two million single-sample predictions
# expect: TFM008 15
# note: pasted without imports, as in a notebook: `keras` and `np` come from the user's environment
model = keras.models.load_model("antenna_inverse.h5")

widths = np.linspace(10.0, 40.0, 150)
lengths = np.linspace(10.0, 40.0, 150)
heights = np.linspace(0.5, 3.0, 100)

best = None
for w in widths:
    for l in lengths:
        for h in heights:
            s11 = model.predict(np.array([[w, l, h]]))
            if best is None or s11.min() < best[0]:
                best = (s11.min(), w, l, h)

print("best design", best)
