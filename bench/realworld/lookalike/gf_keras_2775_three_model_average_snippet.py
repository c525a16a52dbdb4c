# source: https://github.com/keras-team/keras/issues/2775
# note: the "naive" ensemble from the thread, which another commenter says is exactly what they do: three different models are each built, compiled and trained exactly once, written out one after another with no loop, and their predicted probabilities are averaged. Snippet style: star import, data arrays defined earlier.
from keras.layers import *
from keras.models import Sequential

model1 = Sequential([Dense(256, activation='relu', input_dim=n_features), Dropout(0.3), Dense(n_classes, activation='softmax')])
model1.compile(optimizer='adam', loss='categorical_crossentropy', metrics=['accuracy'])
model1.fit(X_train, Y_train, epochs=20, batch_size=128, validation_split=0.1)

model2 = Sequential([Dense(512, activation='tanh', input_dim=n_features), Dense(n_classes, activation='softmax')])
model2.compile(optimizer='rmsprop', loss='categorical_crossentropy', metrics=['accuracy'])
model2.fit(X_train, Y_train, epochs=20, batch_size=128, validation_split=0.1)

model3 = Sequential([Dense(128, activation='relu', input_dim=n_features), Dense(128, activation='relu'), Dense(n_classes, activation='softmax')])
model3.compile(optimizer='adam', loss='categorical_crossentropy', metrics=['accuracy'])
model3.fit(X_train, Y_train, epochs=20, batch_size=128, validation_split=0.1)

prob1 = model1.predict(X_test)
prob2 = model2.predict(X_test)
prob3 = model3.predict(X_test)
final_prob = (prob1 + prob2 + prob3) / 3
final_pred = final_prob.argmax(axis=1)
