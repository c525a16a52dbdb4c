# source: https://github.com/cysmith/neural-style-tf/issues/120
# symptom: an automated report flagged that stylize() opens a tf.Session and builds the network for every video frame in render_video's loop
# note: correct: render_video enters a brand-new tf.Graph() for each frame, so the network, the input Variable and the optimizer built by stylize() live in that frame's graph and are dropped with it; nothing accumulates across frames
