# source: https://github.com/arunishkumar/Emotion-Detector/blob/e863c227b61fe193e03d691a367f3f0175df5a87/EmotionDetector.py
# symptom: live webcam classifier gets slower and uses more RAM the longer it runs; predict is called on every captured frame
# expect: TFM008 17
# note: pasted the way such scripts appear in questions: no imports, cv2/np/Image come from the reader's environment; the model comes from keras models.load_model.
model = models.load_model('Emotion.h5')
video = cv2.VideoCapture(0)

while True:
    _, frame = video.read()

    im = Image.fromarray(frame, 'RGB')
    im = im.resize((64, 64))
    img_array = np.array(im)

    img_array = np.expand_dims(img_array, axis=0)
    img_array = img_array / 255.0
    prediction = int(model.predict(img_array)[0][0])
    if prediction == 0:
        label = "calm"
    else:
        label = "alert"
    cv2.putText(frame, label, (20, 40), cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 0, 255), 2)
    cv2.imshow("Capturing", frame)
    key = cv2.waitKey(1)
    if key == ord('q'):
        break

video.release()
cv2.destroyAllWindows()
