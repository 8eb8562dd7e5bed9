; gfx10+ samples (dim operand) for test/Target/texture-cost.s.
image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
image_sample_d v[0:3], v[4:9], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
