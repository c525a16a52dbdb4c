# source: https://github.com/opencap-org/opencap-core/issues/110
# symptom: the marker-augmentation LSTM retraces for every trial (inputs of different lengths) and inference slows down across a session of trials
# expect: TFM008 15
# note: snippet as pasted in the issue, helpers (load_trc, get_features, trial list) live elsewhere; one model.predict call per trial, each trial with its own number of frames
model = tf.keras.models.load_model(os.path.join(augmenter_dir, "model.h5"), compile=False)
mean = np.load(os.path.join(augmenter_dir, "mean.npy"))
std = np.load(os.path.join(augmenter_dir, "std.npy"))

augmented = {}
for trial_name in session_trials:
    markers, frame_rate = load_trc(os.path.join(session_dir, "MarkerData", trial_name + ".trc"))
    features = get_features(markers, reference_marker="midHip", height=subject_height)
    features = (features - mean) / std
    inputs = features[np.newaxis, :, :]
    outputs = model.predict(inputs)
    outputs = outputs[0] * subject_height + markers[:, :3].repeat(outputs.shape[-1] // 3, axis=1)
    augmented[trial_name] = outputs
    write_trc(os.path.join(session_dir, "MarkerData", trial_name + "_augmented.trc"), outputs, frame_rate)

print(f"augmented {len(augmented)} trials")
for trial_name, outputs in augmented.items():
    print(trial_name, outputs.shape)
