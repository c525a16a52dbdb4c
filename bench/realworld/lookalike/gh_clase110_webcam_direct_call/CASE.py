# source: https://github.com/SofiRomero/Clase110
# symptom: (none; near-miss) per-frame webcam classification with a Keras model
# note: same webcam loop as the repository's detectwithmask.py, but the detector module calls the model directly, model(x, training=False), as the Keras docs recommend for small inputs inside loops, instead of Model.predict; the model is loaded once in the constructor.
