# source: https://github.com/serengil/deepface/issues/1284
# symptom: comparing a cropped face against every face of a list in a loop leads to memory overflow and the program crashes
# expect: TFM008 18
# note: snippet with the verification helpers inlined; build_model / preprocess_face / find_cosine_distance are defined elsewhere in the user's code; the GhostFaceNet Keras model is run with predict once per compared face
model = build_model("GhostFaceNet")
target_size = model.input_shape[1:3]


def embed(img):
    face = preprocess_face(img, target_size=target_size, enforce_detection=False)
    return model.predict(face, verbose=0)[0]


def find_similar(cropped_face_image, face_images, tolerance=0.65):
    source = embed(cropped_face_image)
    matches = []
    for face_image in face_images:
        candidate = model.predict(preprocess_face(face_image, target_size=target_size,
                                                  enforce_detection=False), verbose=0)[0]
        distance = find_cosine_distance(source, candidate)
        if distance <= tolerance:
            matches.append((face_image, distance))
    return matches
