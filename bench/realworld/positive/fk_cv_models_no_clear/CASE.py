# source: https://dev-lib.ru/info/15881461/what-do-i-need-kclearsession-and-del-model-for-keras-with-tensorflow-gpu
# symptom: "What do I need K.clear_session() and del model for": when many models are created in succession (hyper-parameter search, cross-validation) each one adds its nodes to the graph, training gets slower and slower and memory can run out; del model alone does not release them
# expect: TFM009 model.py:7
# note: folder case: search.py loops over a hyper-parameter grid and, inside, over the folds; every fold calls model.make_cnn() from the other module to build and compile a fresh CNN, then only does `del model`, never clear_session()
