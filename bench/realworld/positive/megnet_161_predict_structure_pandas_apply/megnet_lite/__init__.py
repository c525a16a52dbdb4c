from megnet_lite.models import MEGNetModel

__all__ = ["MEGNetModel"]
