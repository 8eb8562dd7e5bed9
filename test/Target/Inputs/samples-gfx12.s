; A gfx12 derivative sample (VSAMPLE encoding) for test/Target/texture-cost.s.
image_sample_d v[0:3], [v4, v5, v6, v[7:9]], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
