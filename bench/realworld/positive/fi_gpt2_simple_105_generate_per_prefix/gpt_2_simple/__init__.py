from gpt_2_simple.gpt_2 import generate, load_gpt2, start_tf_sess

__all__ = ["generate", "load_gpt2", "start_tf_sess"]
