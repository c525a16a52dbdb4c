# source: https://blog.keras.io/building-a-simple-keras-deep-learning-rest-api.html
# note: the Keras blog's REST API pattern: the model is loaded once in load_model() before app.run(), never inside the request handler; the handler's helper classifies one uploaded image with predict_on_batch (the blog calls predict, swapped here for the single-batch call the predict-in-loop advice recommends)
