# source: https://github.com/keras-team/keras/issues/10947
# symptom: predicting five test images one by one with model.predict takes far longer in total than one predict call on the five images stacked together
# expect: TFM008 18
# note: snippet as pasted in the issue thread: no imports, model built earlier as in the mnist_cnn example, timeit and the arrays come from the surrounding notebook.
model.compile(loss='categorical_crossentropy', optimizer='adadelta', metrics=['accuracy'])
model.fit(x_train, y_train, batch_size=128, epochs=4, verbose=1, validation_data=(x_test, y_test))

five = x_test[:5]

start = timeit.default_timer()
stacked_preds = model.predict(five, batch_size=5)
stacked_time = timeit.default_timer() - start

one_by_one_time = 0.0
single_preds = []
for i in range(len(five)):
    t0 = timeit.default_timer()
    single_preds.append(model.predict(five[i:i + 1]))
    one_by_one_time += timeit.default_timer() - t0

print('stacked: %.4fs   one by one: %.4fs' % (stacked_time, one_by_one_time))
