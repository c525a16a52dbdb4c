# source: https://github.com/keras-team/autokeras/issues/1078
# note: limiting model size before a search (the feature requested in the thread): candidate architectures are only built to count their parameters, never compiled or trained, and the loop body starts with keras.backend.clear_session(), so built models do not pile up in the session.
