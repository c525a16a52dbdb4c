# source: https://github.com/OlafenwaMoses/ImageAI/issues/159
# note: the working setup from the thread: the detection model is loaded once (create-once guard, at app start-up) and the Flask handler only runs it; inference uses a direct model call, so no model is built and no predict loop is set up per request
