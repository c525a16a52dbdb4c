from faceapp.realtime import stream

stream(db_path="", time_threshold=0, frame_threshold=0)
