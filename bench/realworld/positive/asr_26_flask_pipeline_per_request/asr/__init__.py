from .pipeline import CTCPipeline, load
from .audio import read_audio

__all__ = ["CTCPipeline", "load", "read_audio"]
