# source: https://github.com/pbaylies/stylegan-encoder/issues/6
# note: the fix discussed in the thread (from the upstream Puzer encoder PR it links): the assign ops are created once in build() from placeholders, and set_reference_images() only feeds new arrays through sess.run(feed_dict=...), so encoding a long image sequence does not add graph nodes
