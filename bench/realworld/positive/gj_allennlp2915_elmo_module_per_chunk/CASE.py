# source: https://github.com/allenai/allennlp/issues/2915
# symptom: memory consumption of ELMo embedding keeps increasing; after about 300 short sentences the process uses 12 GB of RAM
# expect: TFM010 simdocs/embed.py:26
# expect: TFM010 simdocs/embed.py:28
# note: every chunk of 10 rows creates a new hub.Module, applies it and creates a new variables initializer in the default graph, then runs them with Session.run; the graph grows with every chunk
