from .source import ERSource
from .inference import UnbinnedLikelihood
