from . import dae
