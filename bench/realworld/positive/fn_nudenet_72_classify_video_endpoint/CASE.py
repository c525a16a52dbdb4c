# source: https://github.com/notAI-tech/NudeNet/issues/72
# symptom: improving video detection efficiency for web servers: profiling a service that classifies videos shows memory spikes in the video path (get_interest_frames_from_video, then the classifier), and the OpenCV allocator eventually fails with "Insufficient memory"
# expect: TFM008 nudenet_lite/classifier.py:17
# note: FastAPI request handler in app.py; the classifier is loaded once at startup, but classify_video (nudenet_lite package, relative imports) loops over the sampled frames in batches of 4 and runs Model.predict for each small batch, on every request
