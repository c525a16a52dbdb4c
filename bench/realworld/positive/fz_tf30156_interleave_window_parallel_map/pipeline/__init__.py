from .windows import make_xy_dataset, map_file_to_xy_dataset

__all__ = ["make_xy_dataset", "map_file_to_xy_dataset"]
