from .devol import DEVOL
from .genome_handler import GenomeHandler
