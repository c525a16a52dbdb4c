from .lstm import fit_lstm, forecast_lstm, update_model

__all__ = ["fit_lstm", "forecast_lstm", "update_model"]
