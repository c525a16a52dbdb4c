# source: https://github.com/tech-srl/code2vec/pull/82
# note: the fixed shape of that PR, taken one step further: the Saver is created once in train(), the evaluation ops are built once before the loop, the graph is finalized, and evaluate() (called every save interval) only runs existing ops
