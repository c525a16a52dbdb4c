# source: https://github.com/blei-lab/edward/issues/576
# note: the maintainer's second option from the thread: cache the evaluation part of the graph. The averaging/MSE ops are built behind an "is None" guard on the first evaluation and fed through placeholders afterwards, so periodic validation adds no ops
