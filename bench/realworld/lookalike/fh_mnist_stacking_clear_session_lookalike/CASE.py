# source: https://github.com/Tebs-Lab/exploring-mnist-article/blob/HEAD/stacking_by_size.py
# symptom: none for the build-only part: the Keras state is reset before each configuration
# note: the article's nested loops with the fix from the Keras clear_session documentation: clear_session() is the first statement of the loop body, before the helper in shared.py builds the next model
