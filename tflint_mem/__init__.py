"""tflint-mem: find the TensorFlow patterns behind memory blow-ups and runaway retracing."""

__version__ = "0.1.0"
