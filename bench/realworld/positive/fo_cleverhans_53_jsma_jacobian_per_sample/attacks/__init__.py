from .saliency_map import jsma, jacobian_graph

__all__ = ["jsma", "jacobian_graph"]
