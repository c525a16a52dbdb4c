# source: https://github.com/GPflow/GPflow/pull/761
# note: the mitigation from that PR applied to the backtest: the objective, its gradients and the assign ops are built on the first minimize() call only (behind the `self._loss is None` guard), so later windows of the rolling backtest only run existing ops through the scipy closure and callback
