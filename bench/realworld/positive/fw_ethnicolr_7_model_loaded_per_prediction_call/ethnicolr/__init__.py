from .pred_fl_reg_ln import pred_fl_reg_ln

__all__ = ["pred_fl_reg_ln"]
