# source: https://softwareengineering.stackexchange.com/posts/442892/revisions
# note: the question's design: a Django API that loads the Keras (.h5) models once on start-up and then answers image-analysis requests; AppConfig.ready loads the model once per process, and the view (request handler) only calls predict_on_batch on that stored model
