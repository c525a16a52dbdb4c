# source: https://github.com/loreloc/autoneural/blob/HEAD/ensemble.py
# note: the ensemble receives already-compiled members and only loops over them to fit and to call them; nothing is constructed or compiled inside the loops, and averaging uses model(x, training=False) rather than predict
