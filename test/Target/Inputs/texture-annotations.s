; `gcn-mca: texture` annotations; used by test/Target/texture-annotations.s.
	.text
	.type	ps,@function
ps:
	image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf
	; gcn-mca: texture 128bit trilinear
	image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf
	image_sample_d v[0:3], v[4:9], s[0:7], s[8:11] dmask:0xf
	image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf ; gcn-mca: texture point
	; gcn-mca: texture default
	image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf
	; gcn-mca: texture 64bit
	image_gather4 v[0:3], v[4:5], s[0:7], s[8:11] dmask:0x1
	image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf
	; gcn-mca: texture rgba9 bilinear
	s_endpgm
.Lfunc_end0:
	.type	ps2,@function
ps2:
	image_sample v[0:3], v[4:5], s[0:7], s[8:11] dmask:0xf
	s_endpgm
