import tensorflow as tf

import settings
from dataset import tokenizer
from utils import enable_memory_growth, generate_acrostic, generate_random_poetry

enable_memory_growth()
model = tf.keras.models.load_model(settings.BEST_MODEL_PATH)

for i in range(10):
    print(generate_random_poetry(tokenizer, model))

for s in ["床前明月光，", "好雨知时节，"]:
    print(generate_random_poetry(tokenizer, model, s=s))

for head in ["海阔天空", "天道酬勤"]:
    print(generate_acrostic(tokenizer, model, head=head))
