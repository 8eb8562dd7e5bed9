	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	agpr_spill              ; -- Begin function agpr_spill
	.globl	agpr_spill
	.p2align	8
	.type	agpr_spill,@function
agpr_spill:                             ; @agpr_spill
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s33, s[0:1], 0x10
	v_mov_b32_e32 v75, 0
	v_lshl_or_b32 v76, s2, 6, v0
	v_mov_b32_e32 v1, v75
	v_add_u32_e32 v0, 0x80, v76
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0xc0, v76
	v_accvgpr_write_b32 a5, v1
	v_accvgpr_write_b32 a4, v0
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x100, v76
	v_accvgpr_write_b32 a7, v1
	v_accvgpr_write_b32 a6, v0
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x140, v76
	v_accvgpr_write_b32 a9, v1
	v_accvgpr_write_b32 a8, v0
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x180, v76
	v_accvgpr_write_b32 a11, v1
	v_mov_b32_e32 v77, v75
	v_accvgpr_write_b32 a10, v0
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x1c0, v76
	v_accvgpr_write_b32 a13, v1
	v_lshl_add_u64 v[2:3], v[76:77], 2, s[6:7]
	v_add_u32_e32 v62, 64, v76
	v_mov_b32_e32 v63, v75
	v_accvgpr_write_b32 a12, v0
	v_lshl_add_u64 v[24:25], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x200, v76
	v_accvgpr_write_b32 a15, v1
	v_lshl_add_u64 v[4:5], v[62:63], 2, s[6:7]
	global_load_dword v23, v[2:3], off
	global_load_dword v22, v[4:5], off
	global_load_dword v21, v[6:7], off
	global_load_dword v20, v[8:9], off
	global_load_dword v19, v[10:11], off
	global_load_dword v18, v[12:13], off
	global_load_dword v17, v[14:15], off
	global_load_dword v16, v[24:25], off
	v_accvgpr_write_b32 a14, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x240, v76
	v_accvgpr_write_b32 a17, v1
	v_accvgpr_write_b32 a16, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x280, v76
	v_accvgpr_write_b32 a19, v1
	v_accvgpr_write_b32 a18, v0
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x2c0, v76
	v_accvgpr_write_b32 a21, v1
	v_accvgpr_write_b32 a20, v0
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x300, v76
	v_accvgpr_write_b32 a23, v1
	v_accvgpr_write_b32 a22, v0
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x340, v76
	v_accvgpr_write_b32 a25, v1
	v_accvgpr_write_b32 a24, v0
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x380, v76
	v_accvgpr_write_b32 a27, v1
	v_accvgpr_write_b32 a26, v0
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x3c0, v76
	v_accvgpr_write_b32 a29, v1
	v_accvgpr_write_b32 a28, v0
	v_lshl_add_u64 v[24:25], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x400, v76
	v_accvgpr_write_b32 a31, v1
	global_load_dword v47, v[2:3], off
	global_load_dword v46, v[4:5], off
	global_load_dword v45, v[6:7], off
	global_load_dword v44, v[8:9], off
	global_load_dword v43, v[10:11], off
	global_load_dword v42, v[12:13], off
	global_load_dword v41, v[14:15], off
	global_load_dword v40, v[24:25], off
	v_accvgpr_write_b32 a30, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x440, v76
	v_accvgpr_write_b32 a33, v1
	v_accvgpr_write_b32 a32, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x480, v76
	v_accvgpr_write_b32 a35, v1
	v_accvgpr_write_b32 a34, v0
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x4c0, v76
	v_accvgpr_write_b32 a37, v1
	v_accvgpr_write_b32 a36, v0
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x500, v76
	v_accvgpr_write_b32 a39, v1
	v_accvgpr_write_b32 a38, v0
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x540, v76
	v_accvgpr_write_b32 a41, v1
	v_accvgpr_write_b32 a40, v0
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x580, v76
	v_accvgpr_write_b32 a43, v1
	v_accvgpr_write_b32 a42, v0
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x5c0, v76
	v_accvgpr_write_b32 a45, v1
	v_accvgpr_write_b32 a44, v0
	v_lshl_add_u64 v[24:25], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x600, v76
	v_accvgpr_write_b32 a47, v1
	global_load_dword v71, v[2:3], off
	global_load_dword v70, v[4:5], off
	global_load_dword v69, v[6:7], off
	global_load_dword v68, v[8:9], off
	global_load_dword v67, v[10:11], off
	global_load_dword v66, v[12:13], off
	global_load_dword v65, v[14:15], off
	global_load_dword v64, v[24:25], off
	v_accvgpr_write_b32 a46, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x640, v76
	v_accvgpr_write_b32 a49, v1
	v_accvgpr_write_b32 a48, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	v_add_u32_e32 v0, 0x680, v76
	v_add_u32_e32 v78, 0x6c0, v76
	v_mov_b32_e32 v79, v75
	v_add_u32_e32 v80, 0x700, v76
	v_mov_b32_e32 v81, v75
	v_add_u32_e32 v82, 0x740, v76
	v_mov_b32_e32 v83, v75
	v_add_u32_e32 v84, 0x780, v76
	v_mov_b32_e32 v85, v75
	v_add_u32_e32 v86, 0x7c0, v76
	v_mov_b32_e32 v87, v75
	v_add_u32_e32 v96, 0x800, v76
	v_mov_b32_e32 v97, v75
	v_lshl_add_u64 v[6:7], v[0:1], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[78:79], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[80:81], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[82:83], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[84:85], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[86:87], 2, s[6:7]
	global_load_dword v95, v[2:3], off
	global_load_dword v94, v[4:5], off
	global_load_dword v93, v[6:7], off
	global_load_dword v92, v[8:9], off
	global_load_dword v91, v[10:11], off
	global_load_dword v90, v[12:13], off
	global_load_dword v89, v[14:15], off
	global_load_dword v88, v[24:25], off
	v_lshl_add_u64 v[2:3], v[96:97], 2, s[6:7]
	v_add_u32_e32 v98, 0x840, v76
	v_mov_b32_e32 v99, v75
	v_add_u32_e32 v100, 0x880, v76
	v_mov_b32_e32 v101, v75
	v_add_u32_e32 v102, 0x8c0, v76
	v_mov_b32_e32 v103, v75
	v_add_u32_e32 v104, 0x900, v76
	v_mov_b32_e32 v105, v75
	v_add_u32_e32 v106, 0x940, v76
	v_mov_b32_e32 v107, v75
	v_add_u32_e32 v108, 0x980, v76
	v_mov_b32_e32 v109, v75
	v_add_u32_e32 v110, 0x9c0, v76
	v_mov_b32_e32 v111, v75
	v_add_u32_e32 v118, 0xa00, v76
	v_mov_b32_e32 v119, v75
	v_lshl_add_u64 v[4:5], v[98:99], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[100:101], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[102:103], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[104:105], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[106:107], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[108:109], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[110:111], 2, s[6:7]
	global_load_dword v121, v[2:3], off
	global_load_dword v120, v[4:5], off
	global_load_dword v117, v[6:7], off
	global_load_dword v116, v[8:9], off
	global_load_dword v115, v[10:11], off
                                        ; kill: killed $vgpr8_vgpr9
                                        ; kill: killed $vgpr10_vgpr11
	global_load_dword v114, v[12:13], off
	global_load_dword v113, v[14:15], off
	global_load_dword v112, v[24:25], off
	v_lshl_add_u64 v[2:3], v[118:119], 2, s[6:7]
	v_add_u32_e32 v122, 0xa40, v76
	v_mov_b32_e32 v123, v75
	v_add_u32_e32 v124, 0xa80, v76
	v_mov_b32_e32 v125, v75
	v_add_u32_e32 v126, 0xac0, v76
	v_mov_b32_e32 v127, v75
	v_add_u32_e32 v128, 0xb00, v76
	v_mov_b32_e32 v129, v75
	v_add_u32_e32 v130, 0xb40, v76
	v_mov_b32_e32 v131, v75
	v_add_u32_e32 v132, 0xb80, v76
	v_mov_b32_e32 v133, v75
	v_add_u32_e32 v134, 0xbc0, v76
	v_mov_b32_e32 v135, v75
	v_add_u32_e32 v136, 0xc00, v76
	v_mov_b32_e32 v137, v75
	v_lshl_add_u64 v[4:5], v[122:123], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[124:125], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[126:127], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[128:129], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[130:131], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[132:133], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[134:135], 2, s[6:7]
	global_load_dword v149, v[2:3], off
	global_load_dword v148, v[4:5], off
	global_load_dword v145, v[6:7], off
	global_load_dword v144, v[8:9], off
	global_load_dword v141, v[10:11], off
	global_load_dword v140, v[12:13], off
	global_load_dword v139, v[14:15], off
	global_load_dword v138, v[24:25], off
	v_lshl_add_u64 v[2:3], v[136:137], 2, s[6:7]
	v_add_u32_e32 v142, 0xc40, v76
	v_mov_b32_e32 v143, v75
	v_add_u32_e32 v146, 0xc80, v76
	v_mov_b32_e32 v147, v75
	v_add_u32_e32 v150, 0xcc0, v76
	v_mov_b32_e32 v151, v75
	v_add_u32_e32 v152, 0xd00, v76
	v_mov_b32_e32 v153, v75
	v_add_u32_e32 v154, 0xd40, v76
	v_mov_b32_e32 v155, v75
	v_add_u32_e32 v156, 0xd80, v76
	v_mov_b32_e32 v157, v75
	v_add_u32_e32 v158, 0xdc0, v76
	v_mov_b32_e32 v159, v75
	v_add_u32_e32 v160, 0xe00, v76
	v_mov_b32_e32 v161, v75
	v_lshl_add_u64 v[4:5], v[142:143], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[146:147], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[150:151], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[152:153], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[154:155], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[156:157], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[158:159], 2, s[6:7]
	global_load_dword v173, v[2:3], off
	global_load_dword v172, v[4:5], off
	global_load_dword v169, v[6:7], off
	global_load_dword v168, v[8:9], off
	global_load_dword v165, v[10:11], off
	global_load_dword v164, v[12:13], off
	global_load_dword v163, v[14:15], off
	global_load_dword v162, v[24:25], off
	v_lshl_add_u64 v[2:3], v[160:161], 2, s[6:7]
	v_add_u32_e32 v166, 0xe40, v76
	v_mov_b32_e32 v167, v75
	v_add_u32_e32 v170, 0xe80, v76
	v_mov_b32_e32 v171, v75
	v_add_u32_e32 v174, 0xec0, v76
	v_mov_b32_e32 v175, v75
	v_add_u32_e32 v176, 0xf00, v76
	v_mov_b32_e32 v177, v75
	v_add_u32_e32 v178, 0xf40, v76
	v_mov_b32_e32 v179, v75
	v_add_u32_e32 v180, 0xf80, v76
	v_mov_b32_e32 v181, v75
	v_add_u32_e32 v182, 0xfc0, v76
	v_mov_b32_e32 v183, v75
	v_add_u32_e32 v184, 0x1000, v76
	v_mov_b32_e32 v185, v75
	v_lshl_add_u64 v[4:5], v[166:167], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[170:171], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[174:175], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[176:177], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[178:179], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[180:181], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[182:183], 2, s[6:7]
	global_load_dword v197, v[2:3], off
	global_load_dword v196, v[4:5], off
	global_load_dword v193, v[6:7], off
	global_load_dword v192, v[8:9], off
	global_load_dword v189, v[10:11], off
	global_load_dword v188, v[12:13], off
	global_load_dword v187, v[14:15], off
	global_load_dword v186, v[24:25], off
	v_lshl_add_u64 v[2:3], v[184:185], 2, s[6:7]
	v_add_u32_e32 v190, 0x1040, v76
	v_mov_b32_e32 v191, v75
	v_add_u32_e32 v194, 0x1080, v76
	v_mov_b32_e32 v195, v75
	v_add_u32_e32 v198, 0x10c0, v76
	v_mov_b32_e32 v199, v75
	v_add_u32_e32 v200, 0x1100, v76
	v_mov_b32_e32 v201, v75
	v_add_u32_e32 v202, 0x1140, v76
	v_mov_b32_e32 v203, v75
	v_add_u32_e32 v204, 0x1180, v76
	v_mov_b32_e32 v205, v75
	v_add_u32_e32 v206, 0x11c0, v76
	v_mov_b32_e32 v207, v75
	v_add_u32_e32 v208, 0x1200, v76
	v_mov_b32_e32 v209, v75
	v_lshl_add_u64 v[4:5], v[190:191], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[194:195], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[198:199], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[200:201], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[202:203], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[204:205], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[206:207], 2, s[6:7]
	global_load_dword v221, v[2:3], off
	global_load_dword v220, v[4:5], off
	global_load_dword v217, v[6:7], off
	global_load_dword v216, v[8:9], off
	global_load_dword v213, v[10:11], off
	global_load_dword v212, v[12:13], off
	global_load_dword v211, v[14:15], off
	global_load_dword v210, v[24:25], off
	v_lshl_add_u64 v[2:3], v[208:209], 2, s[6:7]
	v_add_u32_e32 v214, 0x1240, v76
	v_mov_b32_e32 v215, v75
	v_add_u32_e32 v218, 0x1280, v76
	v_mov_b32_e32 v219, v75
	v_add_u32_e32 v222, 0x12c0, v76
	v_mov_b32_e32 v223, v75
	v_add_u32_e32 v224, 0x1300, v76
	v_mov_b32_e32 v225, v75
	v_add_u32_e32 v226, 0x1340, v76
	v_mov_b32_e32 v227, v75
	v_add_u32_e32 v228, 0x1380, v76
	v_mov_b32_e32 v229, v75
	v_add_u32_e32 v230, 0x13c0, v76
	v_mov_b32_e32 v231, v75
	v_add_u32_e32 v232, 0x1400, v76
	v_mov_b32_e32 v233, v75
	v_lshl_add_u64 v[4:5], v[214:215], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[218:219], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[222:223], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[224:225], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[226:227], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[228:229], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[230:231], 2, s[6:7]
	global_load_dword v243, v[2:3], off
	global_load_dword v242, v[4:5], off
	global_load_dword v241, v[6:7], off
	global_load_dword v240, v[8:9], off
	global_load_dword v237, v[10:11], off
	global_load_dword v236, v[12:13], off
	global_load_dword v235, v[14:15], off
	global_load_dword v234, v[24:25], off
	v_lshl_add_u64 v[2:3], v[232:233], 2, s[6:7]
	v_add_u32_e32 v238, 0x1440, v76
	v_mov_b32_e32 v239, v75
	v_add_u32_e32 v244, 0x1480, v76
	v_mov_b32_e32 v245, v75
	v_lshl_add_u64 v[4:5], v[238:239], 2, s[6:7]
	global_load_dword v247, v[2:3], off
	global_load_dword v246, v[4:5], off
	v_lshl_add_u64 v[2:3], v[244:245], 2, s[6:7]
	v_add_u32_e32 v250, 0x14c0, v76
	v_mov_b32_e32 v251, v75
	global_load_dword v249, v[2:3], off
	v_lshl_add_u64 v[2:3], v[250:251], 2, s[6:7]
	v_add_u32_e32 v252, 0x1500, v76
	v_mov_b32_e32 v253, v75
	global_load_dword v248, v[2:3], off
	v_lshl_add_u64 v[2:3], v[252:253], 2, s[6:7]
	global_load_dword v255, v[2:3], off
	v_add_u32_e32 v2, 0x1540, v76
	v_mov_b32_e32 v3, v75
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[6:7]
	global_load_dword v254, v[4:5], off
	v_add_u32_e32 v4, 0x1580, v76
	v_mov_b32_e32 v5, v75
	v_add_u32_e32 v8, 0x15c0, v76
	v_mov_b32_e32 v9, v75
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[8:9], 2, s[6:7]
	global_load_dword v7, v[6:7], off
	v_add_u32_e32 v14, 0x1640, v76
	global_load_dword v6, v[10:11], off
	v_add_u32_e32 v10, 0x1600, v76
	v_mov_b32_e32 v11, v75
	v_mov_b32_e32 v15, v75
	v_lshl_add_u64 v[12:13], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[14:15], 2, s[6:7]
	global_load_dword v13, v[12:13], off
	v_add_u32_e32 v28, 0x16c0, v76
	global_load_dword v12, v[24:25], off
	v_add_u32_e32 v24, 0x1680, v76
	v_mov_b32_e32 v25, v75
	v_mov_b32_e32 v29, v75
	v_lshl_add_u64 v[26:27], v[24:25], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[28:29], 2, s[6:7]
	global_load_dword v27, v[26:27], off
	v_add_u32_e32 v34, 0x1740, v76
	global_load_dword v26, v[30:31], off
	v_add_u32_e32 v30, 0x1700, v76
	v_mov_b32_e32 v31, v75
	v_mov_b32_e32 v35, v75
	v_lshl_add_u64 v[32:33], v[30:31], 2, s[6:7]
	v_lshl_add_u64 v[36:37], v[34:35], 2, s[6:7]
	global_load_dword v33, v[32:33], off
	v_add_u32_e32 v48, 0x17c0, v76
	global_load_dword v32, v[36:37], off
	v_add_u32_e32 v36, 0x1780, v76
	v_mov_b32_e32 v37, v75
	v_mov_b32_e32 v49, v75
	v_lshl_add_u64 v[38:39], v[36:37], 2, s[6:7]
	v_lshl_add_u64 v[50:51], v[48:49], 2, s[6:7]
	global_load_dword v39, v[38:39], off
	v_add_u32_e32 v54, 0x1840, v76
	global_load_dword v38, v[50:51], off
	v_add_u32_e32 v50, 0x1800, v76
	v_mov_b32_e32 v51, v75
	v_mov_b32_e32 v55, v75
	v_lshl_add_u64 v[52:53], v[50:51], 2, s[6:7]
	v_lshl_add_u64 v[56:57], v[54:55], 2, s[6:7]
	global_load_dword v53, v[52:53], off
	v_add_u32_e32 v60, 0x18c0, v76
	global_load_dword v52, v[56:57], off
	v_add_u32_e32 v56, 0x1880, v76
	v_mov_b32_e32 v57, v75
	v_mov_b32_e32 v61, v75
	v_lshl_add_u64 v[58:59], v[56:57], 2, s[6:7]
	v_lshl_add_u64 v[72:73], v[60:61], 2, s[6:7]
	global_load_dword v59, v[58:59], off
	v_accvgpr_write_b32 a51, v1
	global_load_dword v58, v[72:73], off
	v_accvgpr_write_b32 a50, v0
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_accvgpr_write_b32 a0, v62
	s_mov_b32 s12, 0x41200000
	s_mov_b32 s14, 0x41400000
	s_mov_b32 s16, 0x41600000
	s_mov_b32 s18, 0x41800000
	s_mov_b32 s20, 0x41900000
	s_mov_b32 s22, 0x41a00000
	s_mov_b32 s24, 0x41b00000
	s_mov_b32 s26, 0x41c00000
	s_mov_b32 s28, 0x41d00000
	s_mov_b32 s30, 0x41e00000
	s_mov_b32 s34, 0x41f00000
	s_mov_b32 s36, 0x42000000
	s_mov_b32 s38, 0x42080000
	s_mov_b32 s40, 0x42100000
	s_mov_b32 s42, 0x42180000
	s_mov_b32 s44, 0x42200000
	s_mov_b32 s46, 0x42280000
	s_mov_b32 s48, 0x42300000
	s_mov_b32 s50, 0x42380000
	s_mov_b32 s52, 0x42400000
	s_mov_b32 s54, 0x42480000
	s_mov_b32 s56, 0x42500000
	s_mov_b32 s58, 0x42580000
	s_mov_b32 s60, 0x42600000
	s_mov_b32 s62, 0x42680000
	s_mov_b32 s64, 0x42700000
	s_mov_b32 s66, 0x42780000
	s_mov_b32 s68, 0x42800000
	s_mov_b32 s70, 0x42840000
	s_mov_b32 s72, 0x42880000
	s_mov_b32 s74, 0x428c0000
	s_mov_b32 s76, 0x42900000
	s_mov_b32 s78, 0x42940000
	s_mov_b32 s80, 0x42980000
	s_mov_b32 s82, 0x429c0000
	s_mov_b32 s84, 0x42a00000
	s_mov_b32 s86, 0x42a40000
	s_mov_b32 s88, 0x42a80000
	s_mov_b32 s90, 0x42ac0000
	s_mov_b32 s92, 0x42b00000
	s_mov_b32 s94, 0x42b40000
	s_mov_b32 s96, 0x42b80000
	s_mov_b32 s98, 0x42bc0000
	s_mov_b32 s0, 0x42c00000
	s_mov_b32 s2, 0x42c40000
	s_mov_b32 s8, 0x42c80000
	v_accvgpr_write_b32 a1, v63
	s_mov_b32 s13, 0x41100000
	s_mov_b32 s15, 0x41300000
	s_mov_b32 s17, 0x41500000
	s_mov_b32 s19, 0x41700000
	s_mov_b32 s21, 0x41880000
	s_mov_b32 s23, 0x41980000
	s_mov_b32 s25, 0x41a80000
	s_mov_b32 s27, 0x41b80000
	s_mov_b32 s29, 0x41c80000
	s_mov_b32 s31, 0x41d80000
	s_mov_b32 s35, 0x41e80000
	s_mov_b32 s37, 0x41f80000
	s_mov_b32 s39, 0x42040000
	s_mov_b32 s41, 0x420c0000
	s_mov_b32 s43, 0x42140000
	s_mov_b32 s45, 0x421c0000
	s_mov_b32 s47, 0x42240000
	s_mov_b32 s49, 0x422c0000
	s_mov_b32 s51, 0x42340000
	s_mov_b32 s53, 0x423c0000
	s_mov_b32 s55, 0x42440000
	s_mov_b32 s57, 0x424c0000
	s_mov_b32 s59, 0x42540000
	s_mov_b32 s61, 0x425c0000
	s_mov_b32 s63, 0x42640000
	s_mov_b32 s65, 0x426c0000
	s_mov_b32 s67, 0x42740000
	s_mov_b32 s69, 0x427c0000
	s_mov_b32 s71, 0x42820000
	s_mov_b32 s73, 0x42860000
	s_mov_b32 s75, 0x428a0000
	s_mov_b32 s77, 0x428e0000
	s_mov_b32 s79, 0x42920000
	s_mov_b32 s81, 0x42960000
	s_mov_b32 s83, 0x429a0000
	s_mov_b32 s85, 0x429e0000
	s_mov_b32 s87, 0x42a20000
	s_mov_b32 s89, 0x42a60000
	s_mov_b32 s91, 0x42aa0000
	s_mov_b32 s93, 0x42ae0000
	s_mov_b32 s95, 0x42b20000
	s_mov_b32 s97, 0x42b60000
	s_mov_b32 s99, 0x42ba0000
	s_mov_b32 s1, 0x42be0000
	s_mov_b32 s3, 0x42c20000
	s_mov_b32 s9, 0x42c60000
	v_mov_b32_e32 v74, v76
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, 64, v74
	v_mov_b32_e32 v1, v75
	v_lshl_add_u64 v[72:73], v[74:75], 2, s[6:7]
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	v_add_u32_e32 v62, 0x80, v74
	v_mov_b32_e32 v63, v75
	global_load_dword v72, v[72:73], off
	v_lshl_add_u64 v[62:63], v[62:63], 2, s[6:7]
	global_load_dword v0, v[0:1], off
	s_mov_b32 s10, 2.0
	global_load_dword v62, v[62:63], off
	s_mov_b32 s11, 1.0
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v74, 0x1000, v74
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[22:23], v[22:23], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], v[20:21], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[22:23], v[62:63], s[10:11] op_sel_hi:[1,0,1]
	s_mov_b32 s10, 4.0
	s_mov_b32 s11, 0x40400000
	v_pk_fma_f32 v[20:21], v[20:21], v[62:63], s[10:11] op_sel_hi:[1,0,1]
	s_mov_b32 s10, 0x40c00000
	v_pk_fma_f32 v[18:19], v[18:19], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	s_mov_b32 s11, 0x40a00000
	v_pk_fma_f32 v[18:19], v[18:19], v[62:63], s[10:11] op_sel_hi:[1,0,1]
	s_mov_b32 s10, 0x41000000
	v_pk_fma_f32 v[16:17], v[16:17], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	s_mov_b32 s11, 0x40e00000
	v_pk_fma_f32 v[46:47], v[46:47], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[42:43], v[42:43], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[66:67], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[64:65], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[94:95], v[94:95], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], v[92:93], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[90:91], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[88:89], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[148:149], v[148:149], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[144:145], v[144:145], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[140:141], v[140:141], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[138:139], v[138:139], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[172:173], v[172:173], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[168:169], v[168:169], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[164:165], v[164:165], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[162:163], v[162:163], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[196:197], v[196:197], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[192:193], v[192:193], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[188:189], v[188:189], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[186:187], v[186:187], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[220:221], v[220:221], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[216:217], v[216:217], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[212:213], v[212:213], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[210:211], v[210:211], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[242:243], v[242:243], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[240:241], v[240:241], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[236:237], v[236:237], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[234:235], v[234:235], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[246:247], v[246:247], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[248:249], v[248:249], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[254:255], v[254:255], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[6:7], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[12:13], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[26:27], v[26:27], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[32:33], v[32:33], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[38:39], v[38:39], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[0:1], v[58:59], v[72:73], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[62:63], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[62:63], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[62:63], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[62:63], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[62:63], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[70:71], v[62:63], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[62:63], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[62:63], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[64:65], v[62:63], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[62:63], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[92:93], v[62:63], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[90:91], v[62:63], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[88:89], v[62:63], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[62:63], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[62:63], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[62:63], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[62:63], s[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[148:149], v[148:149], v[62:63], s[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[144:145], v[144:145], v[62:63], s[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[140:141], v[140:141], v[62:63], s[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[138:139], v[62:63], s[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[172:173], v[172:173], v[62:63], s[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[168:169], v[168:169], v[62:63], s[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[164:165], v[62:63], s[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[162:163], v[62:63], s[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[196:197], v[196:197], v[62:63], s[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[192:193], v[192:193], v[62:63], s[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[188:189], v[62:63], s[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[186:187], v[62:63], s[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[220:221], v[62:63], s[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[216:217], v[216:217], v[62:63], s[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[212:213], v[212:213], v[62:63], s[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[210:211], v[62:63], s[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[242:243], v[242:243], v[62:63], s[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[240:241], v[240:241], v[62:63], s[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[236:237], v[236:237], v[62:63], s[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[234:235], v[234:235], v[62:63], s[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[246:247], v[246:247], v[62:63], s[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[248:249], v[62:63], s[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[254:255], v[254:255], v[62:63], s[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[62:63], s[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[62:63], s[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[26:27], v[62:63], s[96:97] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[32:33], v[62:63], s[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[38:39], v[62:63], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[62:63], s[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[0:1], v[62:63], s[8:9] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB0_2
; %bb.3:
	v_accvgpr_read_b32 v63, a1
	v_accvgpr_read_b32 v62, a0
.LBB0_4:
	v_lshl_add_u64 v[0:1], v[76:77], 2, s[4:5]
	s_waitcnt vmcnt(62)
	global_store_dword v[0:1], v23, off
	v_lshl_add_u64 v[0:1], v[62:63], 2, s[4:5]
	global_store_dword v[0:1], v22, off
	v_accvgpr_read_b32 v0, a2
	v_accvgpr_read_b32 v1, a3
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v21, off
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v1, a5
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v20, off
	v_accvgpr_read_b32 v0, a6
	v_accvgpr_read_b32 v1, a7
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v19, off
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v1, a9
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v18, off
	v_accvgpr_read_b32 v0, a10
	v_accvgpr_read_b32 v1, a11
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v17, off
	v_accvgpr_read_b32 v0, a12
	v_accvgpr_read_b32 v1, a13
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v16, off
	v_accvgpr_read_b32 v0, a14
	v_accvgpr_read_b32 v1, a15
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v47, off
	v_accvgpr_read_b32 v0, a16
	v_accvgpr_read_b32 v1, a17
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v46, off
	v_accvgpr_read_b32 v0, a18
	v_accvgpr_read_b32 v1, a19
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v45, off
	v_accvgpr_read_b32 v0, a20
	v_accvgpr_read_b32 v1, a21
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v44, off
	v_accvgpr_read_b32 v0, a22
	v_accvgpr_read_b32 v1, a23
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v43, off
	v_accvgpr_read_b32 v0, a24
	v_accvgpr_read_b32 v1, a25
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v42, off
	v_accvgpr_read_b32 v0, a26
	v_accvgpr_read_b32 v1, a27
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v41, off
	v_accvgpr_read_b32 v0, a28
	v_accvgpr_read_b32 v1, a29
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v40, off
	v_accvgpr_read_b32 v0, a30
	v_accvgpr_read_b32 v1, a31
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v71, off
	v_accvgpr_read_b32 v0, a32
	v_accvgpr_read_b32 v1, a33
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v70, off
	v_accvgpr_read_b32 v0, a34
	v_accvgpr_read_b32 v1, a35
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v69, off
	v_accvgpr_read_b32 v0, a36
	v_accvgpr_read_b32 v1, a37
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v68, off
	v_accvgpr_read_b32 v0, a38
	v_accvgpr_read_b32 v1, a39
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v67, off
	v_accvgpr_read_b32 v0, a40
	v_accvgpr_read_b32 v1, a41
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v66, off
	v_accvgpr_read_b32 v0, a42
	v_accvgpr_read_b32 v1, a43
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v65, off
	v_accvgpr_read_b32 v0, a44
	v_accvgpr_read_b32 v1, a45
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v64, off
	v_accvgpr_read_b32 v0, a46
	v_accvgpr_read_b32 v1, a47
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v95, off
	v_accvgpr_read_b32 v0, a48
	v_accvgpr_read_b32 v1, a49
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v94, off
	v_accvgpr_read_b32 v0, a50
	v_accvgpr_read_b32 v1, a51
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v93, off
	v_lshl_add_u64 v[0:1], v[78:79], 2, s[4:5]
	global_store_dword v[0:1], v92, off
	v_lshl_add_u64 v[0:1], v[80:81], 2, s[4:5]
	global_store_dword v[0:1], v91, off
	v_lshl_add_u64 v[0:1], v[82:83], 2, s[4:5]
	global_store_dword v[0:1], v90, off
	v_lshl_add_u64 v[0:1], v[84:85], 2, s[4:5]
	global_store_dword v[0:1], v89, off
	v_lshl_add_u64 v[0:1], v[86:87], 2, s[4:5]
	global_store_dword v[0:1], v88, off
	v_lshl_add_u64 v[0:1], v[96:97], 2, s[4:5]
	global_store_dword v[0:1], v121, off
	v_lshl_add_u64 v[0:1], v[98:99], 2, s[4:5]
	global_store_dword v[0:1], v120, off
	v_lshl_add_u64 v[0:1], v[100:101], 2, s[4:5]
	global_store_dword v[0:1], v117, off
	v_lshl_add_u64 v[0:1], v[102:103], 2, s[4:5]
	global_store_dword v[0:1], v116, off
	v_lshl_add_u64 v[0:1], v[104:105], 2, s[4:5]
	global_store_dword v[0:1], v115, off
	v_lshl_add_u64 v[0:1], v[106:107], 2, s[4:5]
	global_store_dword v[0:1], v114, off
	v_lshl_add_u64 v[0:1], v[108:109], 2, s[4:5]
	s_waitcnt vmcnt(62)
	global_store_dword v[0:1], v113, off
	v_lshl_add_u64 v[0:1], v[110:111], 2, s[4:5]
	global_store_dword v[0:1], v112, off
	v_lshl_add_u64 v[0:1], v[118:119], 2, s[4:5]
	global_store_dword v[0:1], v149, off
	v_lshl_add_u64 v[0:1], v[122:123], 2, s[4:5]
	global_store_dword v[0:1], v148, off
	v_lshl_add_u64 v[0:1], v[124:125], 2, s[4:5]
	global_store_dword v[0:1], v145, off
	v_lshl_add_u64 v[0:1], v[126:127], 2, s[4:5]
	global_store_dword v[0:1], v144, off
	v_lshl_add_u64 v[0:1], v[128:129], 2, s[4:5]
	global_store_dword v[0:1], v141, off
	v_lshl_add_u64 v[0:1], v[130:131], 2, s[4:5]
	global_store_dword v[0:1], v140, off
	v_lshl_add_u64 v[0:1], v[132:133], 2, s[4:5]
	global_store_dword v[0:1], v139, off
	v_lshl_add_u64 v[0:1], v[134:135], 2, s[4:5]
	global_store_dword v[0:1], v138, off
	v_lshl_add_u64 v[0:1], v[136:137], 2, s[4:5]
	global_store_dword v[0:1], v173, off
	v_lshl_add_u64 v[0:1], v[142:143], 2, s[4:5]
	global_store_dword v[0:1], v172, off
	v_lshl_add_u64 v[0:1], v[146:147], 2, s[4:5]
	global_store_dword v[0:1], v169, off
	v_lshl_add_u64 v[0:1], v[150:151], 2, s[4:5]
	global_store_dword v[0:1], v168, off
	v_lshl_add_u64 v[0:1], v[152:153], 2, s[4:5]
	global_store_dword v[0:1], v165, off
	v_lshl_add_u64 v[0:1], v[154:155], 2, s[4:5]
	global_store_dword v[0:1], v164, off
	v_lshl_add_u64 v[0:1], v[156:157], 2, s[4:5]
	global_store_dword v[0:1], v163, off
	v_lshl_add_u64 v[0:1], v[158:159], 2, s[4:5]
	global_store_dword v[0:1], v162, off
	v_lshl_add_u64 v[0:1], v[160:161], 2, s[4:5]
	global_store_dword v[0:1], v197, off
	v_lshl_add_u64 v[0:1], v[166:167], 2, s[4:5]
	global_store_dword v[0:1], v196, off
	v_lshl_add_u64 v[0:1], v[170:171], 2, s[4:5]
	global_store_dword v[0:1], v193, off
	v_lshl_add_u64 v[0:1], v[174:175], 2, s[4:5]
	global_store_dword v[0:1], v192, off
	v_lshl_add_u64 v[0:1], v[176:177], 2, s[4:5]
	global_store_dword v[0:1], v189, off
	v_lshl_add_u64 v[0:1], v[178:179], 2, s[4:5]
	global_store_dword v[0:1], v188, off
	v_lshl_add_u64 v[0:1], v[180:181], 2, s[4:5]
	global_store_dword v[0:1], v187, off
	v_lshl_add_u64 v[0:1], v[182:183], 2, s[4:5]
	global_store_dword v[0:1], v186, off
	v_lshl_add_u64 v[0:1], v[184:185], 2, s[4:5]
	global_store_dword v[0:1], v221, off
	v_lshl_add_u64 v[0:1], v[190:191], 2, s[4:5]
	global_store_dword v[0:1], v220, off
	v_lshl_add_u64 v[0:1], v[194:195], 2, s[4:5]
	global_store_dword v[0:1], v217, off
	v_lshl_add_u64 v[0:1], v[198:199], 2, s[4:5]
	global_store_dword v[0:1], v216, off
	v_lshl_add_u64 v[0:1], v[200:201], 2, s[4:5]
	global_store_dword v[0:1], v213, off
	v_lshl_add_u64 v[0:1], v[202:203], 2, s[4:5]
	global_store_dword v[0:1], v212, off
	v_lshl_add_u64 v[0:1], v[204:205], 2, s[4:5]
	global_store_dword v[0:1], v211, off
	v_lshl_add_u64 v[0:1], v[206:207], 2, s[4:5]
	global_store_dword v[0:1], v210, off
	v_lshl_add_u64 v[0:1], v[208:209], 2, s[4:5]
	global_store_dword v[0:1], v243, off
	v_lshl_add_u64 v[0:1], v[214:215], 2, s[4:5]
	global_store_dword v[0:1], v242, off
	v_lshl_add_u64 v[0:1], v[218:219], 2, s[4:5]
	global_store_dword v[0:1], v241, off
	v_lshl_add_u64 v[0:1], v[222:223], 2, s[4:5]
	global_store_dword v[0:1], v240, off
	v_lshl_add_u64 v[0:1], v[224:225], 2, s[4:5]
	s_waitcnt vmcnt(62)
	global_store_dword v[0:1], v237, off
	v_lshl_add_u64 v[0:1], v[226:227], 2, s[4:5]
	global_store_dword v[0:1], v236, off
	v_lshl_add_u64 v[0:1], v[228:229], 2, s[4:5]
	global_store_dword v[0:1], v235, off
	v_lshl_add_u64 v[0:1], v[230:231], 2, s[4:5]
	global_store_dword v[0:1], v234, off
	v_lshl_add_u64 v[0:1], v[232:233], 2, s[4:5]
	global_store_dword v[0:1], v247, off
	v_lshl_add_u64 v[0:1], v[238:239], 2, s[4:5]
	global_store_dword v[0:1], v246, off
	v_lshl_add_u64 v[0:1], v[244:245], 2, s[4:5]
	global_store_dword v[0:1], v249, off
	v_lshl_add_u64 v[0:1], v[250:251], 2, s[4:5]
	global_store_dword v[0:1], v248, off
	v_lshl_add_u64 v[0:1], v[252:253], 2, s[4:5]
	global_store_dword v[0:1], v255, off
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	global_store_dword v[0:1], v254, off
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[4:5]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[4:5]
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	global_store_dword v[0:1], v13, off
	v_lshl_add_u64 v[0:1], v[14:15], 2, s[4:5]
	global_store_dword v[0:1], v12, off
	v_lshl_add_u64 v[0:1], v[24:25], 2, s[4:5]
	global_store_dword v[0:1], v27, off
	v_lshl_add_u64 v[0:1], v[28:29], 2, s[4:5]
	global_store_dword v[0:1], v26, off
	v_lshl_add_u64 v[0:1], v[30:31], 2, s[4:5]
	global_store_dword v[0:1], v33, off
	v_lshl_add_u64 v[0:1], v[34:35], 2, s[4:5]
	global_store_dword v[0:1], v32, off
	v_lshl_add_u64 v[0:1], v[36:37], 2, s[4:5]
	global_store_dword v[0:1], v39, off
	v_lshl_add_u64 v[0:1], v[48:49], 2, s[4:5]
	global_store_dword v[0:1], v38, off
	v_lshl_add_u64 v[0:1], v[50:51], 2, s[4:5]
	global_store_dword v[0:1], v53, off
	v_lshl_add_u64 v[0:1], v[54:55], 2, s[4:5]
	global_store_dword v[0:1], v52, off
	v_lshl_add_u64 v[0:1], v[56:57], 2, s[4:5]
	global_store_dword v[0:1], v59, off
	v_lshl_add_u64 v[0:1], v[60:61], 2, s[4:5]
	global_store_dword v[0:1], v58, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel agpr_spill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 308
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	agpr_spill, .Lfunc_end0-agpr_spill
                                        ; -- End function
	.set agpr_spill.num_vgpr, 256
	.set agpr_spill.num_agpr, 52
	.set agpr_spill.numbered_sgpr, 100
	.set agpr_spill.num_named_barrier, 0
	.set agpr_spill.private_seg_size, 0
	.set agpr_spill.uses_vcc, 0
	.set agpr_spill.uses_flat_scratch, 0
	.set agpr_spill.has_dyn_sized_stack, 0
	.set agpr_spill.has_recursion, 0
	.set agpr_spill.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6868
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 52
; TotalNumVgprs: 308
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 38
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 308
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_agpr_spill ; -- Begin function __clang_ocl_kern_imp_agpr_spill
	.globl	__clang_ocl_kern_imp_agpr_spill
	.p2align	2
	.type	__clang_ocl_kern_imp_agpr_spill,@function
__clang_ocl_kern_imp_agpr_spill:        ; @__clang_ocl_kern_imp_agpr_spill
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v255, s32 offset:552 ; 4-byte Folded Spill
	scratch_store_dword off, v254, s32 offset:556 ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_or_b32 v146, s12, 6, v5
	v_mov_b32_e32 v145, 0
	v_mov_b32_e32 v147, v145
	v_add_u32_e32 v14, 0xc0, v146
	v_add_u32_e32 v16, 0x100, v146
	v_add_u32_e32 v18, 0x140, v146
	v_add_u32_e32 v20, 0x180, v146
	v_add_u32_e32 v22, 0x1c0, v146
	scratch_store_dword off, v40, s32 offset:548 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s32 offset:544 ; 4-byte Folded Spill
	scratch_store_dword off, v42, s32 offset:540 ; 4-byte Folded Spill
	scratch_store_dword off, v43, s32 offset:536 ; 4-byte Folded Spill
	scratch_store_dword off, v44, s32 offset:532 ; 4-byte Folded Spill
	scratch_store_dword off, v45, s32 offset:528 ; 4-byte Folded Spill
	scratch_store_dword off, v46, s32 offset:524 ; 4-byte Folded Spill
	scratch_store_dword off, v47, s32 offset:520 ; 4-byte Folded Spill
	scratch_store_dword off, v56, s32 offset:516 ; 4-byte Folded Spill
	scratch_store_dword off, v57, s32 offset:512 ; 4-byte Folded Spill
	scratch_store_dword off, v58, s32 offset:508 ; 4-byte Folded Spill
	scratch_store_dword off, v59, s32 offset:504 ; 4-byte Folded Spill
	scratch_store_dword off, v60, s32 offset:500 ; 4-byte Folded Spill
	scratch_store_dword off, v61, s32 offset:496 ; 4-byte Folded Spill
	scratch_store_dword off, v62, s32 offset:492 ; 4-byte Folded Spill
	scratch_store_dword off, v63, s32 offset:488 ; 4-byte Folded Spill
	scratch_store_dword off, v72, s32 offset:484 ; 4-byte Folded Spill
	scratch_store_dword off, v73, s32 offset:480 ; 4-byte Folded Spill
	scratch_store_dword off, v74, s32 offset:476 ; 4-byte Folded Spill
	scratch_store_dword off, v75, s32 offset:472 ; 4-byte Folded Spill
	scratch_store_dword off, v76, s32 offset:468 ; 4-byte Folded Spill
	scratch_store_dword off, v77, s32 offset:464 ; 4-byte Folded Spill
	scratch_store_dword off, v78, s32 offset:460 ; 4-byte Folded Spill
	scratch_store_dword off, v79, s32 offset:456 ; 4-byte Folded Spill
	scratch_store_dword off, v88, s32 offset:452 ; 4-byte Folded Spill
	scratch_store_dword off, v89, s32 offset:448 ; 4-byte Folded Spill
	scratch_store_dword off, v90, s32 offset:444 ; 4-byte Folded Spill
	scratch_store_dword off, v91, s32 offset:440 ; 4-byte Folded Spill
	scratch_store_dword off, v92, s32 offset:436 ; 4-byte Folded Spill
	scratch_store_dword off, v93, s32 offset:432 ; 4-byte Folded Spill
	scratch_store_dword off, v94, s32 offset:428 ; 4-byte Folded Spill
	scratch_store_dword off, v95, s32 offset:424 ; 4-byte Folded Spill
	scratch_store_dword off, v104, s32 offset:420 ; 4-byte Folded Spill
	scratch_store_dword off, v105, s32 offset:416 ; 4-byte Folded Spill
	scratch_store_dword off, v106, s32 offset:412 ; 4-byte Folded Spill
	scratch_store_dword off, v107, s32 offset:408 ; 4-byte Folded Spill
	scratch_store_dword off, v108, s32 offset:404 ; 4-byte Folded Spill
	scratch_store_dword off, v109, s32 offset:400 ; 4-byte Folded Spill
	scratch_store_dword off, v110, s32 offset:396 ; 4-byte Folded Spill
	scratch_store_dword off, v111, s32 offset:392 ; 4-byte Folded Spill
	scratch_store_dword off, v120, s32 offset:388 ; 4-byte Folded Spill
	scratch_store_dword off, v121, s32 offset:384 ; 4-byte Folded Spill
	scratch_store_dword off, v122, s32 offset:380 ; 4-byte Folded Spill
	scratch_store_dword off, v123, s32 offset:376 ; 4-byte Folded Spill
	scratch_store_dword off, v124, s32 offset:372 ; 4-byte Folded Spill
	scratch_store_dword off, v125, s32 offset:368 ; 4-byte Folded Spill
	scratch_store_dword off, v126, s32 offset:364 ; 4-byte Folded Spill
	scratch_store_dword off, v127, s32 offset:360 ; 4-byte Folded Spill
	scratch_store_dword off, v136, s32 offset:356 ; 4-byte Folded Spill
	scratch_store_dword off, v137, s32 offset:352 ; 4-byte Folded Spill
	scratch_store_dword off, v138, s32 offset:348 ; 4-byte Folded Spill
	scratch_store_dword off, v139, s32 offset:344 ; 4-byte Folded Spill
	scratch_store_dword off, v140, s32 offset:340 ; 4-byte Folded Spill
	scratch_store_dword off, v141, s32 offset:336 ; 4-byte Folded Spill
	scratch_store_dword off, v142, s32 offset:332 ; 4-byte Folded Spill
	scratch_store_dword off, v143, s32 offset:328 ; 4-byte Folded Spill
	scratch_store_dword off, v152, s32 offset:324 ; 4-byte Folded Spill
	scratch_store_dword off, v153, s32 offset:320 ; 4-byte Folded Spill
	scratch_store_dword off, v154, s32 offset:316 ; 4-byte Folded Spill
	scratch_store_dword off, v155, s32 offset:312 ; 4-byte Folded Spill
	scratch_store_dword off, v156, s32 offset:308 ; 4-byte Folded Spill
	scratch_store_dword off, v157, s32 offset:304 ; 4-byte Folded Spill
	scratch_store_dword off, v158, s32 offset:300 ; 4-byte Folded Spill
	scratch_store_dword off, v159, s32 offset:296 ; 4-byte Folded Spill
	scratch_store_dword off, v168, s32 offset:292 ; 4-byte Folded Spill
	scratch_store_dword off, v169, s32 offset:288 ; 4-byte Folded Spill
	scratch_store_dword off, v170, s32 offset:284 ; 4-byte Folded Spill
	scratch_store_dword off, v171, s32 offset:280 ; 4-byte Folded Spill
	scratch_store_dword off, v172, s32 offset:276 ; 4-byte Folded Spill
	scratch_store_dword off, v173, s32 offset:272 ; 4-byte Folded Spill
	scratch_store_dword off, v174, s32 offset:268 ; 4-byte Folded Spill
	scratch_store_dword off, v175, s32 offset:264 ; 4-byte Folded Spill
	scratch_store_dword off, v184, s32 offset:260 ; 4-byte Folded Spill
	scratch_store_dword off, v185, s32 offset:256 ; 4-byte Folded Spill
	scratch_store_dword off, v186, s32 offset:252 ; 4-byte Folded Spill
	scratch_store_dword off, v187, s32 offset:248 ; 4-byte Folded Spill
	scratch_store_dword off, v188, s32 offset:244 ; 4-byte Folded Spill
	scratch_store_dword off, v189, s32 offset:240 ; 4-byte Folded Spill
	scratch_store_dword off, v190, s32 offset:236 ; 4-byte Folded Spill
	scratch_store_dword off, v191, s32 offset:232 ; 4-byte Folded Spill
	scratch_store_dword off, v200, s32 offset:228 ; 4-byte Folded Spill
	scratch_store_dword off, v201, s32 offset:224 ; 4-byte Folded Spill
	scratch_store_dword off, v202, s32 offset:220 ; 4-byte Folded Spill
	scratch_store_dword off, v203, s32 offset:216 ; 4-byte Folded Spill
	scratch_store_dword off, v204, s32 offset:212 ; 4-byte Folded Spill
	scratch_store_dword off, v205, s32 offset:208 ; 4-byte Folded Spill
	scratch_store_dword off, v206, s32 offset:204 ; 4-byte Folded Spill
	scratch_store_dword off, v207, s32 offset:200 ; 4-byte Folded Spill
	scratch_store_dword off, v216, s32 offset:196 ; 4-byte Folded Spill
	scratch_store_dword off, v217, s32 offset:192 ; 4-byte Folded Spill
	scratch_store_dword off, v218, s32 offset:188 ; 4-byte Folded Spill
	scratch_store_dword off, v219, s32 offset:184 ; 4-byte Folded Spill
	scratch_store_dword off, v220, s32 offset:180 ; 4-byte Folded Spill
	scratch_store_dword off, v221, s32 offset:176 ; 4-byte Folded Spill
	scratch_store_dword off, v222, s32 offset:172 ; 4-byte Folded Spill
	scratch_store_dword off, v223, s32 offset:168 ; 4-byte Folded Spill
	scratch_store_dword off, v232, s32 offset:164 ; 4-byte Folded Spill
	scratch_store_dword off, v233, s32 offset:160 ; 4-byte Folded Spill
	scratch_store_dword off, v234, s32 offset:156 ; 4-byte Folded Spill
	scratch_store_dword off, v235, s32 offset:152 ; 4-byte Folded Spill
	scratch_store_dword off, v236, s32 offset:148 ; 4-byte Folded Spill
	scratch_store_dword off, v237, s32 offset:144 ; 4-byte Folded Spill
	scratch_store_dword off, v238, s32 offset:140 ; 4-byte Folded Spill
	scratch_store_dword off, v239, s32 offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v248, s32 offset:132 ; 4-byte Folded Spill
	scratch_store_dword off, v249, s32 offset:128 ; 4-byte Folded Spill
	scratch_store_dword off, v250, s32 offset:124 ; 4-byte Folded Spill
	scratch_store_dword off, v251, s32 offset:120 ; 4-byte Folded Spill
	scratch_store_dword off, v252, s32 offset:116 ; 4-byte Folded Spill
	scratch_store_dword off, v253, s32 offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, a32, s32 offset:108 ; 4-byte Folded Spill
	scratch_store_dword off, a33, s32 offset:104 ; 4-byte Folded Spill
	scratch_store_dword off, a34, s32 offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, a35, s32 offset:96 ; 4-byte Folded Spill
	scratch_store_dword off, a36, s32 offset:92 ; 4-byte Folded Spill
	scratch_store_dword off, a37, s32 offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, a38, s32 offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, a39, s32 offset:80 ; 4-byte Folded Spill
	scratch_store_dword off, a40, s32 offset:76 ; 4-byte Folded Spill
	scratch_store_dword off, a41, s32 offset:72 ; 4-byte Folded Spill
	scratch_store_dword off, a42, s32 offset:68 ; 4-byte Folded Spill
	scratch_store_dword off, a43, s32 offset:64 ; 4-byte Folded Spill
	scratch_store_dword off, a44, s32 offset:60 ; 4-byte Folded Spill
	scratch_store_dword off, a45, s32 offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, a46, s32 offset:52 ; 4-byte Folded Spill
	scratch_store_dword off, a47, s32 offset:48 ; 4-byte Folded Spill
	scratch_store_dword off, a48, s32 offset:44 ; 4-byte Folded Spill
	scratch_store_dword off, a49, s32 offset:40 ; 4-byte Folded Spill
	scratch_store_dword off, a50, s32 offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, a51, s32 offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, a52, s32 offset:28 ; 4-byte Folded Spill
	scratch_store_dword off, a53, s32 offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, a54, s32 offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, a55, s32 offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, a56, s32 offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, a57, s32 offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, a58, s32 offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, a59, s32       ; 4-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[146:147], 2, v[2:3]
	v_add_u32_e32 v6, 64, v146
	v_mov_b32_e32 v7, v145
	v_add_u32_e32 v174, 0x80, v146
	v_mov_b32_e32 v175, v145
	v_mov_b32_e32 v15, v145
	v_accvgpr_write_b32 a4, v14
	v_mov_b32_e32 v17, v145
	v_accvgpr_write_b32 a6, v16
	v_mov_b32_e32 v19, v145
	v_accvgpr_write_b32 a8, v18
	v_mov_b32_e32 v21, v145
	v_accvgpr_write_b32 a10, v20
	v_mov_b32_e32 v23, v145
	v_accvgpr_write_b32 a12, v22
	v_lshl_add_u64 v[10:11], v[6:7], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[174:175], 2, v[2:3]
	v_accvgpr_write_b32 a5, v15
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	v_accvgpr_write_b32 a7, v17
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[2:3]
	v_accvgpr_write_b32 a9, v19
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[2:3]
	v_accvgpr_write_b32 a11, v21
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[2:3]
	v_accvgpr_write_b32 a13, v23
	v_lshl_add_u64 v[30:31], v[22:23], 2, v[2:3]
	global_load_dword v29, v[8:9], off
	global_load_dword v28, v[10:11], off
	global_load_dword v27, v[12:13], off
	global_load_dword v26, v[14:15], off
	global_load_dword v25, v[16:17], off
	global_load_dword v24, v[18:19], off
	global_load_dword v23, v[20:21], off
	global_load_dword v22, v[30:31], off
	v_mov_b32_e32 v9, v145
	v_add_u32_e32 v8, 0x200, v146
	v_accvgpr_write_b32 a15, v9
	v_mov_b32_e32 v11, v145
	v_mov_b32_e32 v13, v145
	v_mov_b32_e32 v15, v145
	v_mov_b32_e32 v17, v145
	v_mov_b32_e32 v19, v145
	v_mov_b32_e32 v21, v145
	v_add_u32_e32 v30, 0x3c0, v146
	v_accvgpr_write_b32 a14, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[2:3]
	v_add_u32_e32 v10, 0x240, v146
	v_accvgpr_write_b32 a17, v11
	v_add_u32_e32 v12, 0x280, v146
	v_accvgpr_write_b32 a19, v13
	v_add_u32_e32 v14, 0x2c0, v146
	v_accvgpr_write_b32 a21, v15
	v_add_u32_e32 v16, 0x300, v146
	v_accvgpr_write_b32 a23, v17
	v_add_u32_e32 v18, 0x340, v146
	v_accvgpr_write_b32 a25, v19
	v_add_u32_e32 v20, 0x380, v146
	v_accvgpr_write_b32 a27, v21
	v_mov_b32_e32 v31, v145
	v_accvgpr_write_b32 a28, v30
	v_accvgpr_write_b32 a16, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	v_accvgpr_write_b32 a18, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[2:3]
	v_accvgpr_write_b32 a20, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	v_accvgpr_write_b32 a22, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[2:3]
	v_accvgpr_write_b32 a24, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[2:3]
	v_accvgpr_write_b32 a26, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[2:3]
	v_accvgpr_write_b32 a29, v31
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[2:3]
	global_load_dword v69, v[8:9], off
	global_load_dword v68, v[10:11], off
	global_load_dword v67, v[12:13], off
	global_load_dword v66, v[14:15], off
	global_load_dword v65, v[16:17], off
	global_load_dword v64, v[18:19], off
	global_load_dword v55, v[20:21], off
	global_load_dword v54, v[30:31], off
	v_mov_b32_e32 v9, v145
	v_add_u32_e32 v8, 0x400, v146
	v_accvgpr_write_b32 a31, v9
	v_mov_b32_e32 v11, v145
	v_mov_b32_e32 v13, v145
	v_mov_b32_e32 v15, v145
	v_mov_b32_e32 v17, v145
	v_mov_b32_e32 v19, v145
	v_mov_b32_e32 v21, v145
	v_mov_b32_e32 v31, v145
	v_accvgpr_write_b32 a30, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[2:3]
	v_add_u32_e32 v10, 0x440, v146
	v_accvgpr_write_b32 a33, v11
	v_add_u32_e32 v12, 0x480, v146
	v_accvgpr_write_b32 a35, v13
	v_add_u32_e32 v14, 0x4c0, v146
	v_accvgpr_write_b32 a37, v15
	v_add_u32_e32 v16, 0x500, v146
	v_accvgpr_write_b32 a39, v17
	v_add_u32_e32 v18, 0x540, v146
	v_accvgpr_write_b32 a41, v19
	v_add_u32_e32 v20, 0x580, v146
	v_accvgpr_write_b32 a43, v21
	v_add_u32_e32 v30, 0x5c0, v146
	v_accvgpr_write_b32 a45, v31
	v_accvgpr_write_b32 a32, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	v_accvgpr_write_b32 a34, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[2:3]
	v_accvgpr_write_b32 a36, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	v_accvgpr_write_b32 a38, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[2:3]
	v_accvgpr_write_b32 a40, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[2:3]
	v_accvgpr_write_b32 a42, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[2:3]
	v_accvgpr_write_b32 a44, v30
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[2:3]
	global_load_dword v117, v[8:9], off
	global_load_dword v116, v[10:11], off
	global_load_dword v115, v[12:13], off
	global_load_dword v114, v[14:15], off
	global_load_dword v113, v[16:17], off
	global_load_dword v112, v[18:19], off
	global_load_dword v103, v[20:21], off
	global_load_dword v102, v[30:31], off
	v_mov_b32_e32 v9, v145
	v_add_u32_e32 v8, 0x600, v146
	v_accvgpr_write_b32 a47, v9
	v_mov_b32_e32 v11, v145
	v_mov_b32_e32 v13, v145
	v_mov_b32_e32 v15, v145
	v_mov_b32_e32 v17, v145
	v_mov_b32_e32 v19, v145
	v_mov_b32_e32 v21, v145
	v_accvgpr_write_b32 a46, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[2:3]
	v_add_u32_e32 v10, 0x640, v146
	v_accvgpr_write_b32 a49, v11
	v_add_u32_e32 v12, 0x680, v146
	v_accvgpr_write_b32 a51, v13
	v_add_u32_e32 v14, 0x6c0, v146
	v_accvgpr_write_b32 a53, v15
	v_add_u32_e32 v16, 0x700, v146
	v_accvgpr_write_b32 a55, v17
	v_add_u32_e32 v18, 0x740, v146
	v_accvgpr_write_b32 a57, v19
	v_add_u32_e32 v20, 0x780, v146
	v_accvgpr_write_b32 a59, v21
	v_add_u32_e32 v148, 0x7c0, v146
	v_mov_b32_e32 v149, v145
	v_add_u32_e32 v166, 0x800, v146
	v_mov_b32_e32 v167, v145
	v_accvgpr_write_b32 a48, v10
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	v_accvgpr_write_b32 a50, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[2:3]
	v_accvgpr_write_b32 a52, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	v_accvgpr_write_b32 a54, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[2:3]
	v_accvgpr_write_b32 a56, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[2:3]
	v_accvgpr_write_b32 a58, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[148:149], 2, v[2:3]
	global_load_dword v165, v[8:9], off
	global_load_dword v164, v[10:11], off
	global_load_dword v163, v[12:13], off
	global_load_dword v162, v[14:15], off
	global_load_dword v161, v[16:17], off
	global_load_dword v160, v[18:19], off
	global_load_dword v151, v[20:21], off
	global_load_dword v150, v[30:31], off
	v_lshl_add_u64 v[8:9], v[166:167], 2, v[2:3]
	v_add_u32_e32 v176, 0x840, v146
	v_mov_b32_e32 v177, v145
	v_add_u32_e32 v178, 0x880, v146
	v_mov_b32_e32 v179, v145
	v_add_u32_e32 v180, 0x8c0, v146
	v_mov_b32_e32 v181, v145
	v_add_u32_e32 v182, 0x900, v146
	v_mov_b32_e32 v183, v145
	v_add_u32_e32 v192, 0x940, v146
	v_mov_b32_e32 v193, v145
	v_add_u32_e32 v194, 0x980, v146
	v_mov_b32_e32 v195, v145
	v_add_u32_e32 v196, 0x9c0, v146
	v_mov_b32_e32 v197, v145
	v_add_u32_e32 v198, 0xa00, v146
	v_mov_b32_e32 v199, v145
	v_lshl_add_u64 v[10:11], v[176:177], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[178:179], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[180:181], 2, v[2:3]
	v_lshl_add_u64 v[16:17], v[182:183], 2, v[2:3]
	v_lshl_add_u64 v[18:19], v[192:193], 2, v[2:3]
	v_lshl_add_u64 v[20:21], v[194:195], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[196:197], 2, v[2:3]
	global_load_dword v227, v[8:9], off
	global_load_dword v226, v[10:11], off
	global_load_dword v215, v[12:13], off
	global_load_dword v214, v[14:15], off
	global_load_dword v211, v[16:17], off
	global_load_dword v210, v[18:19], off
	global_load_dword v209, v[20:21], off
	global_load_dword v208, v[30:31], off
	v_lshl_add_u64 v[8:9], v[198:199], 2, v[2:3]
	v_add_u32_e32 v212, 0xa40, v146
	v_mov_b32_e32 v213, v145
	v_add_u32_e32 v224, 0xa80, v146
	v_mov_b32_e32 v225, v145
	v_add_u32_e32 v228, 0xac0, v146
	v_mov_b32_e32 v229, v145
	v_add_u32_e32 v230, 0xb00, v146
	v_mov_b32_e32 v231, v145
	v_add_u32_e32 v240, 0xb40, v146
	v_mov_b32_e32 v241, v145
	v_add_u32_e32 v242, 0xb80, v146
	v_mov_b32_e32 v243, v145
	v_add_u32_e32 v244, 0xbc0, v146
	v_mov_b32_e32 v245, v145
	v_add_u32_e32 v246, 0xc00, v146
	v_mov_b32_e32 v247, v145
	v_lshl_add_u64 v[10:11], v[212:213], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[224:225], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[228:229], 2, v[2:3]
	v_lshl_add_u64 v[16:17], v[230:231], 2, v[2:3]
	v_lshl_add_u64 v[18:19], v[240:241], 2, v[2:3]
	v_lshl_add_u64 v[20:21], v[242:243], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[244:245], 2, v[2:3]
	global_load_dword v59, v[8:9], off
	global_load_dword v58, v[10:11], off
	global_load_dword v47, v[12:13], off
	global_load_dword v46, v[14:15], off
	global_load_dword v43, v[16:17], off
	global_load_dword v42, v[18:19], off
	global_load_dword v41, v[20:21], off
	global_load_dword v40, v[30:31], off
	v_lshl_add_u64 v[8:9], v[246:247], 2, v[2:3]
	v_add_u32_e32 v44, 0xc40, v146
	v_mov_b32_e32 v45, v145
	v_add_u32_e32 v56, 0xc80, v146
	v_mov_b32_e32 v57, v145
	v_add_u32_e32 v60, 0xcc0, v146
	v_mov_b32_e32 v61, v145
	v_add_u32_e32 v62, 0xd00, v146
	v_mov_b32_e32 v63, v145
	v_add_u32_e32 v72, 0xd40, v146
	v_mov_b32_e32 v73, v145
	v_add_u32_e32 v74, 0xd80, v146
	v_mov_b32_e32 v75, v145
	v_add_u32_e32 v76, 0xdc0, v146
	v_mov_b32_e32 v77, v145
	v_add_u32_e32 v78, 0xe00, v146
	v_mov_b32_e32 v79, v145
	v_lshl_add_u64 v[10:11], v[44:45], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[56:57], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[60:61], 2, v[2:3]
	v_lshl_add_u64 v[16:17], v[62:63], 2, v[2:3]
	v_lshl_add_u64 v[18:19], v[72:73], 2, v[2:3]
	v_lshl_add_u64 v[20:21], v[74:75], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[76:77], 2, v[2:3]
	global_load_dword v107, v[8:9], off
	global_load_dword v106, v[10:11], off
	global_load_dword v95, v[12:13], off
	global_load_dword v94, v[14:15], off
	global_load_dword v91, v[16:17], off
	global_load_dword v90, v[18:19], off
	global_load_dword v89, v[20:21], off
	global_load_dword v88, v[30:31], off
	v_lshl_add_u64 v[8:9], v[78:79], 2, v[2:3]
	v_add_u32_e32 v92, 0xe40, v146
	v_mov_b32_e32 v93, v145
	v_add_u32_e32 v104, 0xe80, v146
	v_mov_b32_e32 v105, v145
	v_add_u32_e32 v108, 0xec0, v146
	v_mov_b32_e32 v109, v145
	v_add_u32_e32 v110, 0xf00, v146
	v_mov_b32_e32 v111, v145
	v_add_u32_e32 v120, 0xf40, v146
	v_mov_b32_e32 v121, v145
	v_add_u32_e32 v122, 0xf80, v146
	v_mov_b32_e32 v123, v145
	v_add_u32_e32 v124, 0xfc0, v146
	v_mov_b32_e32 v125, v145
	v_add_u32_e32 v126, 0x1000, v146
	v_mov_b32_e32 v127, v145
	v_lshl_add_u64 v[10:11], v[92:93], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[104:105], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[108:109], 2, v[2:3]
	v_lshl_add_u64 v[16:17], v[110:111], 2, v[2:3]
	v_lshl_add_u64 v[18:19], v[120:121], 2, v[2:3]
	v_lshl_add_u64 v[20:21], v[122:123], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[124:125], 2, v[2:3]
	global_load_dword v155, v[8:9], off
	global_load_dword v154, v[10:11], off
	global_load_dword v143, v[12:13], off
	global_load_dword v142, v[14:15], off
	global_load_dword v139, v[16:17], off
	global_load_dword v138, v[18:19], off
	global_load_dword v137, v[20:21], off
	global_load_dword v136, v[30:31], off
	v_lshl_add_u64 v[8:9], v[126:127], 2, v[2:3]
	v_add_u32_e32 v140, 0x1040, v146
	v_mov_b32_e32 v141, v145
	v_add_u32_e32 v152, 0x1080, v146
	v_mov_b32_e32 v153, v145
	v_add_u32_e32 v156, 0x10c0, v146
	v_mov_b32_e32 v157, v145
	v_add_u32_e32 v158, 0x1100, v146
	v_mov_b32_e32 v159, v145
	v_add_u32_e32 v168, 0x1140, v146
	v_mov_b32_e32 v169, v145
	v_add_u32_e32 v170, 0x1180, v146
	v_mov_b32_e32 v171, v145
	v_add_u32_e32 v172, 0x11c0, v146
	v_mov_b32_e32 v173, v145
	v_add_u32_e32 v184, 0x1200, v146
	v_mov_b32_e32 v185, v145
	v_lshl_add_u64 v[10:11], v[140:141], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[152:153], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[156:157], 2, v[2:3]
	v_lshl_add_u64 v[16:17], v[158:159], 2, v[2:3]
	v_lshl_add_u64 v[18:19], v[168:169], 2, v[2:3]
	v_lshl_add_u64 v[20:21], v[170:171], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[172:173], 2, v[2:3]
	global_load_dword v205, v[8:9], off
	global_load_dword v204, v[10:11], off
	global_load_dword v201, v[12:13], off
	global_load_dword v200, v[14:15], off
	global_load_dword v189, v[16:17], off
	global_load_dword v188, v[18:19], off
	global_load_dword v187, v[20:21], off
	global_load_dword v186, v[30:31], off
	v_lshl_add_u64 v[8:9], v[184:185], 2, v[2:3]
	v_add_u32_e32 v190, 0x1240, v146
	v_mov_b32_e32 v191, v145
	v_add_u32_e32 v202, 0x1280, v146
	v_mov_b32_e32 v203, v145
	v_add_u32_e32 v206, 0x12c0, v146
	v_mov_b32_e32 v207, v145
	v_add_u32_e32 v216, 0x1300, v146
	v_mov_b32_e32 v217, v145
	v_lshl_add_u64 v[10:11], v[190:191], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[202:203], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[206:207], 2, v[2:3]
	global_load_dword v221, v[8:9], off
	global_load_dword v220, v[10:11], off
	global_load_dword v219, v[12:13], off
	global_load_dword v218, v[14:15], off
	v_lshl_add_u64 v[8:9], v[216:217], 2, v[2:3]
	v_add_u32_e32 v222, 0x1340, v146
	v_mov_b32_e32 v223, v145
	v_add_u32_e32 v232, 0x1380, v146
	v_mov_b32_e32 v233, v145
	v_add_u32_e32 v234, 0x13c0, v146
	v_mov_b32_e32 v235, v145
	v_add_u32_e32 v236, 0x1400, v146
	v_mov_b32_e32 v237, v145
	v_lshl_add_u64 v[10:11], v[222:223], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[232:233], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[234:235], 2, v[2:3]
	global_load_dword v251, v[8:9], off
	global_load_dword v250, v[10:11], off
	global_load_dword v239, v[12:13], off
	global_load_dword v238, v[14:15], off
	v_lshl_add_u64 v[8:9], v[236:237], 2, v[2:3]
	v_add_u32_e32 v252, 0x1440, v146
	v_mov_b32_e32 v253, v145
	global_load_dword v249, v[8:9], off
	v_lshl_add_u64 v[8:9], v[252:253], 2, v[2:3]
	global_load_dword v248, v[8:9], off
	v_add_u32_e32 v8, 0x1480, v146
	v_mov_b32_e32 v9, v145
	v_add_u32_e32 v12, 0x14c0, v146
	v_mov_b32_e32 v13, v145
	v_lshl_add_u64 v[10:11], v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[12:13], 2, v[2:3]
	global_load_dword v11, v[10:11], off
	v_add_u32_e32 v18, 0x1540, v146
	global_load_dword v10, v[14:15], off
	v_add_u32_e32 v14, 0x1500, v146
	v_mov_b32_e32 v15, v145
	v_mov_b32_e32 v19, v145
	v_lshl_add_u64 v[16:17], v[14:15], 2, v[2:3]
	v_lshl_add_u64 v[20:21], v[18:19], 2, v[2:3]
	global_load_dword v17, v[16:17], off
	v_add_u32_e32 v32, 0x15c0, v146
	global_load_dword v16, v[20:21], off
	v_add_u32_e32 v20, 0x1580, v146
	v_mov_b32_e32 v21, v145
	v_mov_b32_e32 v33, v145
	v_lshl_add_u64 v[30:31], v[20:21], 2, v[2:3]
	v_lshl_add_u64 v[34:35], v[32:33], 2, v[2:3]
	global_load_dword v31, v[30:31], off
	v_add_u32_e32 v38, 0x1640, v146
	global_load_dword v30, v[34:35], off
	v_add_u32_e32 v34, 0x1600, v146
	v_mov_b32_e32 v35, v145
	v_mov_b32_e32 v39, v145
	v_lshl_add_u64 v[36:37], v[34:35], 2, v[2:3]
	v_lshl_add_u64 v[48:49], v[38:39], 2, v[2:3]
	global_load_dword v37, v[36:37], off
	v_add_u32_e32 v52, 0x16c0, v146
	global_load_dword v36, v[48:49], off
	v_add_u32_e32 v48, 0x1680, v146
	v_mov_b32_e32 v49, v145
	v_mov_b32_e32 v53, v145
	v_lshl_add_u64 v[50:51], v[48:49], 2, v[2:3]
	v_lshl_add_u64 v[70:71], v[52:53], 2, v[2:3]
	global_load_dword v51, v[50:51], off
	v_add_u32_e32 v82, 0x1740, v146
	global_load_dword v50, v[70:71], off
	v_add_u32_e32 v70, 0x1700, v146
	v_mov_b32_e32 v71, v145
	v_mov_b32_e32 v83, v145
	v_lshl_add_u64 v[80:81], v[70:71], 2, v[2:3]
	v_lshl_add_u64 v[84:85], v[82:83], 2, v[2:3]
	global_load_dword v81, v[80:81], off
	v_add_u32_e32 v96, 0x17c0, v146
	global_load_dword v80, v[84:85], off
	v_add_u32_e32 v84, 0x1780, v146
	v_mov_b32_e32 v85, v145
	v_mov_b32_e32 v97, v145
	v_lshl_add_u64 v[86:87], v[84:85], 2, v[2:3]
	v_lshl_add_u64 v[98:99], v[96:97], 2, v[2:3]
	global_load_dword v87, v[86:87], off
	v_add_u32_e32 v118, 0x1840, v146
	global_load_dword v86, v[98:99], off
	v_add_u32_e32 v98, 0x1800, v146
	v_mov_b32_e32 v99, v145
	v_mov_b32_e32 v119, v145
	v_lshl_add_u64 v[100:101], v[98:99], 2, v[2:3]
	v_lshl_add_u64 v[128:129], v[118:119], 2, v[2:3]
	global_load_dword v101, v[100:101], off
	v_add_u32_e32 v132, 0x18c0, v146
	global_load_dword v100, v[128:129], off
	v_add_u32_e32 v128, 0x1880, v146
	v_mov_b32_e32 v129, v145
	v_mov_b32_e32 v133, v145
	v_lshl_add_u64 v[130:131], v[128:129], 2, v[2:3]
	v_lshl_add_u64 v[134:135], v[132:133], 2, v[2:3]
	global_load_dword v131, v[130:131], off
	v_writelane_b32 v255, s30, 0
	global_load_dword v130, v[134:135], off
	v_writelane_b32 v255, s31, 1
	v_writelane_b32 v255, s34, 2
	v_writelane_b32 v255, s35, 3
	v_writelane_b32 v255, s36, 4
	v_writelane_b32 v255, s37, 5
	v_writelane_b32 v255, s38, 6
	v_writelane_b32 v255, s39, 7
	v_writelane_b32 v255, s48, 8
	v_writelane_b32 v255, s49, 9
	v_writelane_b32 v255, s50, 10
	v_writelane_b32 v255, s51, 11
	v_writelane_b32 v255, s52, 12
	v_writelane_b32 v255, s53, 13
	v_writelane_b32 v255, s54, 14
	v_writelane_b32 v255, s55, 15
	v_writelane_b32 v255, s64, 16
	v_writelane_b32 v255, s65, 17
	v_writelane_b32 v255, s66, 18
	v_writelane_b32 v255, s67, 19
	v_writelane_b32 v255, s68, 20
	v_writelane_b32 v255, s69, 21
	v_writelane_b32 v255, s70, 22
	v_writelane_b32 v255, s71, 23
	v_writelane_b32 v255, s80, 24
	v_writelane_b32 v255, s81, 25
	v_writelane_b32 v255, s82, 26
	v_writelane_b32 v255, s83, 27
	v_writelane_b32 v255, s84, 28
	v_writelane_b32 v255, s85, 29
	v_writelane_b32 v255, s86, 30
	v_writelane_b32 v255, s87, 31
	v_writelane_b32 v255, s96, 32
	v_writelane_b32 v255, s97, 33
	v_writelane_b32 v255, s98, 34
	v_writelane_b32 v255, s99, 35
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
                                        ; implicit-def: $vgpr254 : SGPR spill to VGPR lane
	v_accvgpr_write_b32 a2, v174
	v_writelane_b32 v254, s2, 0
	v_accvgpr_write_b32 a0, v6
	s_mov_b32 s8, 0x41000000
	v_writelane_b32 v254, s3, 1
	s_mov_b32 s10, 0x41200000
	s_mov_b32 s12, 0x41400000
	s_mov_b32 s14, 0x41600000
	s_mov_b32 s16, 0x41800000
	s_mov_b32 s18, 0x41900000
	s_mov_b32 s20, 0x41a00000
	s_mov_b32 s22, 0x41b00000
	s_mov_b32 s24, 0x41c00000
	s_mov_b32 s26, 0x41d00000
	s_mov_b32 s28, 0x41e00000
	s_mov_b32 s40, 0x41f00000
	s_mov_b32 s42, 0x42000000
	s_mov_b32 s44, 0x42080000
	s_mov_b32 s46, 0x42100000
	s_mov_b32 s56, 0x42180000
	s_mov_b32 s58, 0x42200000
	s_mov_b32 s60, 0x42280000
	s_mov_b32 s62, 0x42300000
	s_mov_b32 s72, 0x42380000
	s_mov_b32 s74, 0x42400000
	s_mov_b32 s76, 0x42480000
	s_mov_b32 s78, 0x42500000
	s_mov_b32 s88, 0x42580000
	s_mov_b32 s90, 0x42600000
	s_mov_b32 s92, 0x42680000
	s_mov_b32 s94, 0x42700000
	s_mov_b32 s30, 0x42780000
	s_mov_b32 s34, 0x42800000
	s_mov_b32 s36, 0x42840000
	s_mov_b32 s38, 0x42880000
	s_mov_b32 s48, 0x428c0000
	s_mov_b32 s50, 0x42900000
	s_mov_b32 s52, 0x42940000
	s_mov_b32 s54, 0x42980000
	s_mov_b32 s64, 0x429c0000
	s_mov_b32 s66, 0x42a00000
	s_mov_b32 s68, 0x42a40000
	s_mov_b32 s70, 0x42a80000
	s_mov_b32 s80, 0x42ac0000
	s_mov_b32 s82, 0x42b00000
	s_mov_b32 s84, 0x42b40000
	s_mov_b32 s86, 0x42b80000
	s_mov_b32 s96, 0x42bc0000
	s_mov_b32 s98, 0x42c00000
	s_mov_b32 s0, 0x42c40000
	s_mov_b32 s2, 0x42c80000
	v_accvgpr_write_b32 a3, v175
	v_accvgpr_write_b32 a1, v7
	s_mov_b32 s9, 0x40e00000
	s_mov_b32 s11, 0x41100000
	s_mov_b32 s13, 0x41300000
	s_mov_b32 s15, 0x41500000
	s_mov_b32 s17, 0x41700000
	s_mov_b32 s19, 0x41880000
	s_mov_b32 s21, 0x41980000
	s_mov_b32 s23, 0x41a80000
	s_mov_b32 s25, 0x41b80000
	s_mov_b32 s27, 0x41c80000
	s_mov_b32 s29, 0x41d80000
	s_mov_b32 s41, 0x41e80000
	s_mov_b32 s43, 0x41f80000
	s_mov_b32 s45, 0x42040000
	s_mov_b32 s47, 0x420c0000
	s_mov_b32 s57, 0x42140000
	s_mov_b32 s59, 0x421c0000
	s_mov_b32 s61, 0x42240000
	s_mov_b32 s63, 0x422c0000
	s_mov_b32 s73, 0x42340000
	s_mov_b32 s75, 0x423c0000
	s_mov_b32 s77, 0x42440000
	s_mov_b32 s79, 0x424c0000
	s_mov_b32 s89, 0x42540000
	s_mov_b32 s91, 0x425c0000
	s_mov_b32 s93, 0x42640000
	s_mov_b32 s95, 0x426c0000
	s_mov_b32 s31, 0x42740000
	s_mov_b32 s35, 0x427c0000
	s_mov_b32 s37, 0x42820000
	s_mov_b32 s39, 0x42860000
	s_mov_b32 s49, 0x428a0000
	s_mov_b32 s51, 0x428e0000
	s_mov_b32 s53, 0x42920000
	s_mov_b32 s55, 0x42960000
	s_mov_b32 s65, 0x429a0000
	s_mov_b32 s67, 0x429e0000
	s_mov_b32 s69, 0x42a20000
	s_mov_b32 s71, 0x42a60000
	s_mov_b32 s81, 0x42aa0000
	s_mov_b32 s83, 0x42ae0000
	s_mov_b32 s85, 0x42b20000
	s_mov_b32 s87, 0x42b60000
	s_mov_b32 s97, 0x42ba0000
	s_mov_b32 s99, 0x42be0000
	s_mov_b32 s1, 0x42c20000
	s_mov_b32 s3, 0x42c60000
	v_mov_b32_e32 v144, v146
	s_mov_b64 s[4:5], 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v174, 64, v144
	v_mov_b32_e32 v175, v145
	v_lshl_add_u64 v[134:135], v[144:145], 2, v[2:3]
	v_lshl_add_u64 v[174:175], v[174:175], 2, v[2:3]
	v_add_u32_e32 v6, 0x80, v144
	v_mov_b32_e32 v7, v145
	global_load_dword v134, v[134:135], off
	v_lshl_add_u64 v[6:7], v[6:7], 2, v[2:3]
	global_load_dword v174, v[174:175], off
	s_mov_b32 s6, 2.0
	global_load_dword v6, v[6:7], off
	s_mov_b32 s7, 1.0
	v_add_u32_e32 v4, -1, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_add_u32_e32 v144, 0x1000, v144
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[28:29], v[28:29], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[26:27], v[26:27], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[28:29], v[28:29], v[6:7], s[6:7] op_sel_hi:[1,0,1]
	s_mov_b32 s6, 4.0
	s_mov_b32 s7, 0x40400000
	v_pk_fma_f32 v[26:27], v[26:27], v[6:7], s[6:7] op_sel_hi:[1,0,1]
	s_mov_b32 s6, 0x40c00000
	v_pk_fma_f32 v[24:25], v[24:25], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	s_mov_b32 s7, 0x40a00000
	v_pk_fma_f32 v[22:23], v[22:23], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[66:67], v[66:67], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[64:65], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[164:165], v[164:165], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[162:163], v[162:163], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[160:161], v[160:161], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[150:151], v[150:151], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[226:227], v[226:227], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[214:215], v[214:215], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[210:211], v[210:211], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[208:209], v[208:209], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[58:59], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[42:43], v[42:43], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[94:95], v[94:95], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[90:91], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[88:89], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[154:155], v[154:155], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[142:143], v[142:143], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[138:139], v[138:139], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[136:137], v[136:137], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[204:205], v[204:205], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[200:201], v[200:201], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[188:189], v[188:189], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[186:187], v[186:187], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[220:221], v[220:221], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[218:219], v[218:219], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[250:251], v[250:251], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[238:239], v[238:239], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[248:249], v[248:249], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[30:31], v[30:31], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[36:37], v[36:37], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[80:81], v[80:81], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[86:87], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[130:131], v[130:131], v[134:135], v[174:175] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[24:25], v[24:25], v[6:7], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[6:7], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[6:7], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[6:7], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[64:65], v[6:7], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[6:7], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[6:7], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[6:7], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[6:7], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[6:7], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[164:165], v[164:165], v[6:7], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[162:163], v[162:163], v[6:7], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[160:161], v[160:161], v[6:7], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[150:151], v[150:151], v[6:7], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[226:227], v[226:227], v[6:7], s[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[214:215], v[214:215], v[6:7], s[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[210:211], v[210:211], v[6:7], s[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[208:209], v[208:209], v[6:7], s[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], v[6:7], s[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[6:7], s[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[6:7], s[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[6:7], s[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[106:107], v[6:7], s[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[6:7], s[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[90:91], v[6:7], s[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[88:89], v[6:7], s[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[154:155], v[154:155], v[6:7], s[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[142:143], v[142:143], v[6:7], s[94:95] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[138:139], v[138:139], v[6:7], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[136:137], v[136:137], v[6:7], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[204:205], v[204:205], v[6:7], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[200:201], v[200:201], v[6:7], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[188:189], v[188:189], v[6:7], s[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[186:187], v[186:187], v[6:7], s[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[220:221], v[220:221], v[6:7], s[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[218:219], v[218:219], v[6:7], s[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[250:251], v[250:251], v[6:7], s[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[238:239], v[238:239], v[6:7], s[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[248:249], v[248:249], v[6:7], s[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], v[6:7], s[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[6:7], s[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[6:7], s[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[6:7], s[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[6:7], s[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[80:81], v[6:7], s[96:97] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[86:87], v[6:7], s[98:99] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[100:101], v[6:7], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[130:131], v[130:131], v[6:7], s[2:3] op_sel_hi:[1,0,1]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s2, v254, 0
	v_accvgpr_read_b32 v7, a1
	v_accvgpr_read_b32 v175, a3
	v_readlane_b32 s3, v254, 1
	v_accvgpr_read_b32 v6, a0
	v_accvgpr_read_b32 v174, a2
.LBB1_4:
	s_or_b64 exec, exec, s[2:3]
	v_lshl_add_u64 v[2:3], v[146:147], 2, v[0:1]
	s_waitcnt vmcnt(62)
	global_store_dword v[2:3], v29, off
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[0:1]
	global_store_dword v[2:3], v28, off
	v_lshl_add_u64 v[2:3], v[174:175], 2, v[0:1]
	global_store_dword v[2:3], v27, off
	v_accvgpr_read_b32 v2, a4
	v_accvgpr_read_b32 v3, a5
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v26, off
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v3, a7
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v25, off
	v_accvgpr_read_b32 v2, a8
	v_accvgpr_read_b32 v3, a9
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v24, off
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v3, a11
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v23, off
	v_accvgpr_read_b32 v2, a12
	v_accvgpr_read_b32 v3, a13
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v22, off
	v_accvgpr_read_b32 v2, a14
	v_accvgpr_read_b32 v3, a15
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v69, off
	v_accvgpr_read_b32 v2, a16
	v_accvgpr_read_b32 v3, a17
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v68, off
	v_accvgpr_read_b32 v2, a18
	v_accvgpr_read_b32 v3, a19
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v67, off
	v_accvgpr_read_b32 v2, a20
	v_accvgpr_read_b32 v3, a21
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v66, off
	v_accvgpr_read_b32 v2, a22
	v_accvgpr_read_b32 v3, a23
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v65, off
	v_accvgpr_read_b32 v2, a24
	v_accvgpr_read_b32 v3, a25
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v64, off
	v_accvgpr_read_b32 v2, a26
	v_accvgpr_read_b32 v3, a27
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v55, off
	v_accvgpr_read_b32 v2, a28
	v_accvgpr_read_b32 v3, a29
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v54, off
	v_accvgpr_read_b32 v2, a30
	v_accvgpr_read_b32 v3, a31
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v117, off
	v_accvgpr_read_b32 v2, a32
	v_accvgpr_read_b32 v3, a33
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v116, off
	v_accvgpr_read_b32 v2, a34
	v_accvgpr_read_b32 v3, a35
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v115, off
	v_accvgpr_read_b32 v2, a36
	v_accvgpr_read_b32 v3, a37
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v114, off
	v_accvgpr_read_b32 v2, a38
	v_accvgpr_read_b32 v3, a39
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v113, off
	v_accvgpr_read_b32 v2, a40
	v_accvgpr_read_b32 v3, a41
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v112, off
	v_accvgpr_read_b32 v2, a42
	v_accvgpr_read_b32 v3, a43
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v103, off
	v_accvgpr_read_b32 v2, a44
	v_accvgpr_read_b32 v3, a45
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v102, off
	v_accvgpr_read_b32 v2, a46
	v_accvgpr_read_b32 v3, a47
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v165, off
	v_accvgpr_read_b32 v2, a48
	v_accvgpr_read_b32 v3, a49
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v164, off
	v_accvgpr_read_b32 v2, a50
	v_accvgpr_read_b32 v3, a51
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v163, off
	v_accvgpr_read_b32 v2, a52
	v_accvgpr_read_b32 v3, a53
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v162, off
	v_accvgpr_read_b32 v2, a54
	v_accvgpr_read_b32 v3, a55
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v161, off
	v_accvgpr_read_b32 v2, a56
	v_accvgpr_read_b32 v3, a57
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v160, off
	v_accvgpr_read_b32 v2, a58
	v_accvgpr_read_b32 v3, a59
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	global_store_dword v[2:3], v151, off
	v_lshl_add_u64 v[2:3], v[148:149], 2, v[0:1]
	global_store_dword v[2:3], v150, off
	v_lshl_add_u64 v[2:3], v[166:167], 2, v[0:1]
	global_store_dword v[2:3], v227, off
	v_lshl_add_u64 v[2:3], v[176:177], 2, v[0:1]
	global_store_dword v[2:3], v226, off
	v_lshl_add_u64 v[2:3], v[178:179], 2, v[0:1]
	global_store_dword v[2:3], v215, off
	v_lshl_add_u64 v[2:3], v[180:181], 2, v[0:1]
	global_store_dword v[2:3], v214, off
	v_lshl_add_u64 v[2:3], v[182:183], 2, v[0:1]
	global_store_dword v[2:3], v211, off
	v_lshl_add_u64 v[2:3], v[192:193], 2, v[0:1]
	global_store_dword v[2:3], v210, off
	v_lshl_add_u64 v[2:3], v[194:195], 2, v[0:1]
	s_waitcnt vmcnt(62)
	global_store_dword v[2:3], v209, off
	v_lshl_add_u64 v[2:3], v[196:197], 2, v[0:1]
	global_store_dword v[2:3], v208, off
	v_lshl_add_u64 v[2:3], v[198:199], 2, v[0:1]
	global_store_dword v[2:3], v59, off
	v_lshl_add_u64 v[2:3], v[212:213], 2, v[0:1]
	global_store_dword v[2:3], v58, off
	v_lshl_add_u64 v[2:3], v[224:225], 2, v[0:1]
	global_store_dword v[2:3], v47, off
	v_lshl_add_u64 v[2:3], v[228:229], 2, v[0:1]
	global_store_dword v[2:3], v46, off
	v_lshl_add_u64 v[2:3], v[230:231], 2, v[0:1]
	global_store_dword v[2:3], v43, off
	v_lshl_add_u64 v[2:3], v[240:241], 2, v[0:1]
	global_store_dword v[2:3], v42, off
	v_lshl_add_u64 v[2:3], v[242:243], 2, v[0:1]
	global_store_dword v[2:3], v41, off
	v_lshl_add_u64 v[2:3], v[244:245], 2, v[0:1]
	global_store_dword v[2:3], v40, off
	v_lshl_add_u64 v[2:3], v[246:247], 2, v[0:1]
	global_store_dword v[2:3], v107, off
	v_lshl_add_u64 v[2:3], v[44:45], 2, v[0:1]
	global_store_dword v[2:3], v106, off
	v_lshl_add_u64 v[2:3], v[56:57], 2, v[0:1]
	global_store_dword v[2:3], v95, off
	v_lshl_add_u64 v[2:3], v[60:61], 2, v[0:1]
	global_store_dword v[2:3], v94, off
	v_lshl_add_u64 v[2:3], v[62:63], 2, v[0:1]
	global_store_dword v[2:3], v91, off
	v_lshl_add_u64 v[2:3], v[72:73], 2, v[0:1]
	global_store_dword v[2:3], v90, off
	v_lshl_add_u64 v[2:3], v[74:75], 2, v[0:1]
	global_store_dword v[2:3], v89, off
	v_lshl_add_u64 v[2:3], v[76:77], 2, v[0:1]
	global_store_dword v[2:3], v88, off
	v_lshl_add_u64 v[2:3], v[78:79], 2, v[0:1]
	global_store_dword v[2:3], v155, off
	v_lshl_add_u64 v[2:3], v[92:93], 2, v[0:1]
	global_store_dword v[2:3], v154, off
	v_lshl_add_u64 v[2:3], v[104:105], 2, v[0:1]
	global_store_dword v[2:3], v143, off
	v_lshl_add_u64 v[2:3], v[108:109], 2, v[0:1]
	global_store_dword v[2:3], v142, off
	v_lshl_add_u64 v[2:3], v[110:111], 2, v[0:1]
	global_store_dword v[2:3], v139, off
	v_lshl_add_u64 v[2:3], v[120:121], 2, v[0:1]
	global_store_dword v[2:3], v138, off
	v_lshl_add_u64 v[2:3], v[122:123], 2, v[0:1]
	global_store_dword v[2:3], v137, off
	v_lshl_add_u64 v[2:3], v[124:125], 2, v[0:1]
	global_store_dword v[2:3], v136, off
	v_lshl_add_u64 v[2:3], v[126:127], 2, v[0:1]
	global_store_dword v[2:3], v205, off
	v_lshl_add_u64 v[2:3], v[140:141], 2, v[0:1]
	global_store_dword v[2:3], v204, off
	v_lshl_add_u64 v[2:3], v[152:153], 2, v[0:1]
	global_store_dword v[2:3], v201, off
	v_lshl_add_u64 v[2:3], v[156:157], 2, v[0:1]
	global_store_dword v[2:3], v200, off
	v_lshl_add_u64 v[2:3], v[158:159], 2, v[0:1]
	global_store_dword v[2:3], v189, off
	v_lshl_add_u64 v[2:3], v[168:169], 2, v[0:1]
	global_store_dword v[2:3], v188, off
	v_lshl_add_u64 v[2:3], v[170:171], 2, v[0:1]
	global_store_dword v[2:3], v187, off
	v_lshl_add_u64 v[2:3], v[172:173], 2, v[0:1]
	global_store_dword v[2:3], v186, off
	v_lshl_add_u64 v[2:3], v[184:185], 2, v[0:1]
	global_store_dword v[2:3], v221, off
	v_lshl_add_u64 v[2:3], v[190:191], 2, v[0:1]
	global_store_dword v[2:3], v220, off
	v_lshl_add_u64 v[2:3], v[202:203], 2, v[0:1]
	global_store_dword v[2:3], v219, off
	v_lshl_add_u64 v[2:3], v[206:207], 2, v[0:1]
	global_store_dword v[2:3], v218, off
	v_lshl_add_u64 v[2:3], v[216:217], 2, v[0:1]
	s_waitcnt vmcnt(62)
	global_store_dword v[2:3], v251, off
	v_lshl_add_u64 v[2:3], v[222:223], 2, v[0:1]
	global_store_dword v[2:3], v250, off
	v_lshl_add_u64 v[2:3], v[232:233], 2, v[0:1]
	global_store_dword v[2:3], v239, off
	v_lshl_add_u64 v[2:3], v[234:235], 2, v[0:1]
	global_store_dword v[2:3], v238, off
	v_lshl_add_u64 v[2:3], v[236:237], 2, v[0:1]
	global_store_dword v[2:3], v249, off
	v_lshl_add_u64 v[2:3], v[252:253], 2, v[0:1]
	global_store_dword v[2:3], v248, off
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[0:1]
	global_store_dword v[2:3], v11, off
	v_lshl_add_u64 v[2:3], v[12:13], 2, v[0:1]
	global_store_dword v[2:3], v10, off
	v_lshl_add_u64 v[2:3], v[14:15], 2, v[0:1]
	global_store_dword v[2:3], v17, off
	v_lshl_add_u64 v[2:3], v[18:19], 2, v[0:1]
	global_store_dword v[2:3], v16, off
	v_lshl_add_u64 v[2:3], v[20:21], 2, v[0:1]
	global_store_dword v[2:3], v31, off
	v_lshl_add_u64 v[2:3], v[32:33], 2, v[0:1]
	global_store_dword v[2:3], v30, off
	v_lshl_add_u64 v[2:3], v[34:35], 2, v[0:1]
	global_store_dword v[2:3], v37, off
	v_lshl_add_u64 v[2:3], v[38:39], 2, v[0:1]
	global_store_dword v[2:3], v36, off
	v_lshl_add_u64 v[2:3], v[48:49], 2, v[0:1]
	global_store_dword v[2:3], v51, off
	v_lshl_add_u64 v[2:3], v[52:53], 2, v[0:1]
	global_store_dword v[2:3], v50, off
	v_lshl_add_u64 v[2:3], v[70:71], 2, v[0:1]
	global_store_dword v[2:3], v81, off
	v_lshl_add_u64 v[2:3], v[82:83], 2, v[0:1]
	global_store_dword v[2:3], v80, off
	v_lshl_add_u64 v[2:3], v[84:85], 2, v[0:1]
	global_store_dword v[2:3], v87, off
	v_lshl_add_u64 v[2:3], v[96:97], 2, v[0:1]
	global_store_dword v[2:3], v86, off
	v_lshl_add_u64 v[2:3], v[98:99], 2, v[0:1]
	global_store_dword v[2:3], v101, off
	v_lshl_add_u64 v[2:3], v[118:119], 2, v[0:1]
	global_store_dword v[2:3], v100, off
	v_lshl_add_u64 v[2:3], v[128:129], 2, v[0:1]
	v_lshl_add_u64 v[0:1], v[132:133], 2, v[0:1]
	global_store_dword v[2:3], v131, off
	global_store_dword v[0:1], v130, off
	scratch_load_dword a59, off, s32        ; 4-byte Folded Reload
	scratch_load_dword a58, off, s32 offset:4 ; 4-byte Folded Reload
	scratch_load_dword a57, off, s32 offset:8 ; 4-byte Folded Reload
	scratch_load_dword a56, off, s32 offset:12 ; 4-byte Folded Reload
	scratch_load_dword a55, off, s32 offset:16 ; 4-byte Folded Reload
	scratch_load_dword a54, off, s32 offset:20 ; 4-byte Folded Reload
	scratch_load_dword a53, off, s32 offset:24 ; 4-byte Folded Reload
	scratch_load_dword a52, off, s32 offset:28 ; 4-byte Folded Reload
	scratch_load_dword a51, off, s32 offset:32 ; 4-byte Folded Reload
	scratch_load_dword a50, off, s32 offset:36 ; 4-byte Folded Reload
	scratch_load_dword a49, off, s32 offset:40 ; 4-byte Folded Reload
	scratch_load_dword a48, off, s32 offset:44 ; 4-byte Folded Reload
	scratch_load_dword a47, off, s32 offset:48 ; 4-byte Folded Reload
	scratch_load_dword a46, off, s32 offset:52 ; 4-byte Folded Reload
	scratch_load_dword a45, off, s32 offset:56 ; 4-byte Folded Reload
	scratch_load_dword a44, off, s32 offset:60 ; 4-byte Folded Reload
	scratch_load_dword a43, off, s32 offset:64 ; 4-byte Folded Reload
	scratch_load_dword a42, off, s32 offset:68 ; 4-byte Folded Reload
	scratch_load_dword a41, off, s32 offset:72 ; 4-byte Folded Reload
	scratch_load_dword a40, off, s32 offset:76 ; 4-byte Folded Reload
	scratch_load_dword a39, off, s32 offset:80 ; 4-byte Folded Reload
	scratch_load_dword a38, off, s32 offset:84 ; 4-byte Folded Reload
	scratch_load_dword a37, off, s32 offset:88 ; 4-byte Folded Reload
	scratch_load_dword a36, off, s32 offset:92 ; 4-byte Folded Reload
	scratch_load_dword a35, off, s32 offset:96 ; 4-byte Folded Reload
	scratch_load_dword a34, off, s32 offset:100 ; 4-byte Folded Reload
	scratch_load_dword a33, off, s32 offset:104 ; 4-byte Folded Reload
	scratch_load_dword a32, off, s32 offset:108 ; 4-byte Folded Reload
	scratch_load_dword v253, off, s32 offset:112 ; 4-byte Folded Reload
	scratch_load_dword v252, off, s32 offset:116 ; 4-byte Folded Reload
	scratch_load_dword v251, off, s32 offset:120 ; 4-byte Folded Reload
	scratch_load_dword v250, off, s32 offset:124 ; 4-byte Folded Reload
	scratch_load_dword v249, off, s32 offset:128 ; 4-byte Folded Reload
	scratch_load_dword v248, off, s32 offset:132 ; 4-byte Folded Reload
	scratch_load_dword v239, off, s32 offset:136 ; 4-byte Folded Reload
	scratch_load_dword v238, off, s32 offset:140 ; 4-byte Folded Reload
	scratch_load_dword v237, off, s32 offset:144 ; 4-byte Folded Reload
	scratch_load_dword v236, off, s32 offset:148 ; 4-byte Folded Reload
	scratch_load_dword v235, off, s32 offset:152 ; 4-byte Folded Reload
	scratch_load_dword v234, off, s32 offset:156 ; 4-byte Folded Reload
	scratch_load_dword v233, off, s32 offset:160 ; 4-byte Folded Reload
	scratch_load_dword v232, off, s32 offset:164 ; 4-byte Folded Reload
	scratch_load_dword v223, off, s32 offset:168 ; 4-byte Folded Reload
	scratch_load_dword v222, off, s32 offset:172 ; 4-byte Folded Reload
	scratch_load_dword v221, off, s32 offset:176 ; 4-byte Folded Reload
	scratch_load_dword v220, off, s32 offset:180 ; 4-byte Folded Reload
	scratch_load_dword v219, off, s32 offset:184 ; 4-byte Folded Reload
	scratch_load_dword v218, off, s32 offset:188 ; 4-byte Folded Reload
	scratch_load_dword v217, off, s32 offset:192 ; 4-byte Folded Reload
	scratch_load_dword v216, off, s32 offset:196 ; 4-byte Folded Reload
	scratch_load_dword v207, off, s32 offset:200 ; 4-byte Folded Reload
	scratch_load_dword v206, off, s32 offset:204 ; 4-byte Folded Reload
	scratch_load_dword v205, off, s32 offset:208 ; 4-byte Folded Reload
	scratch_load_dword v204, off, s32 offset:212 ; 4-byte Folded Reload
	scratch_load_dword v203, off, s32 offset:216 ; 4-byte Folded Reload
	scratch_load_dword v202, off, s32 offset:220 ; 4-byte Folded Reload
	scratch_load_dword v201, off, s32 offset:224 ; 4-byte Folded Reload
	scratch_load_dword v200, off, s32 offset:228 ; 4-byte Folded Reload
	scratch_load_dword v191, off, s32 offset:232 ; 4-byte Folded Reload
	scratch_load_dword v190, off, s32 offset:236 ; 4-byte Folded Reload
	scratch_load_dword v189, off, s32 offset:240 ; 4-byte Folded Reload
	scratch_load_dword v188, off, s32 offset:244 ; 4-byte Folded Reload
	scratch_load_dword v187, off, s32 offset:248 ; 4-byte Folded Reload
	scratch_load_dword v186, off, s32 offset:252 ; 4-byte Folded Reload
	scratch_load_dword v185, off, s32 offset:256 ; 4-byte Folded Reload
	scratch_load_dword v184, off, s32 offset:260 ; 4-byte Folded Reload
	scratch_load_dword v175, off, s32 offset:264 ; 4-byte Folded Reload
	scratch_load_dword v174, off, s32 offset:268 ; 4-byte Folded Reload
	scratch_load_dword v173, off, s32 offset:272 ; 4-byte Folded Reload
	scratch_load_dword v172, off, s32 offset:276 ; 4-byte Folded Reload
	scratch_load_dword v171, off, s32 offset:280 ; 4-byte Folded Reload
	scratch_load_dword v170, off, s32 offset:284 ; 4-byte Folded Reload
	scratch_load_dword v169, off, s32 offset:288 ; 4-byte Folded Reload
	scratch_load_dword v168, off, s32 offset:292 ; 4-byte Folded Reload
	scratch_load_dword v159, off, s32 offset:296 ; 4-byte Folded Reload
	scratch_load_dword v158, off, s32 offset:300 ; 4-byte Folded Reload
	scratch_load_dword v157, off, s32 offset:304 ; 4-byte Folded Reload
	scratch_load_dword v156, off, s32 offset:308 ; 4-byte Folded Reload
	scratch_load_dword v155, off, s32 offset:312 ; 4-byte Folded Reload
	scratch_load_dword v154, off, s32 offset:316 ; 4-byte Folded Reload
	scratch_load_dword v153, off, s32 offset:320 ; 4-byte Folded Reload
	scratch_load_dword v152, off, s32 offset:324 ; 4-byte Folded Reload
	scratch_load_dword v143, off, s32 offset:328 ; 4-byte Folded Reload
	scratch_load_dword v142, off, s32 offset:332 ; 4-byte Folded Reload
	scratch_load_dword v141, off, s32 offset:336 ; 4-byte Folded Reload
	scratch_load_dword v140, off, s32 offset:340 ; 4-byte Folded Reload
	scratch_load_dword v139, off, s32 offset:344 ; 4-byte Folded Reload
	scratch_load_dword v138, off, s32 offset:348 ; 4-byte Folded Reload
	scratch_load_dword v137, off, s32 offset:352 ; 4-byte Folded Reload
	scratch_load_dword v136, off, s32 offset:356 ; 4-byte Folded Reload
	scratch_load_dword v127, off, s32 offset:360 ; 4-byte Folded Reload
	scratch_load_dword v126, off, s32 offset:364 ; 4-byte Folded Reload
	scratch_load_dword v125, off, s32 offset:368 ; 4-byte Folded Reload
	scratch_load_dword v124, off, s32 offset:372 ; 4-byte Folded Reload
	scratch_load_dword v123, off, s32 offset:376 ; 4-byte Folded Reload
	scratch_load_dword v122, off, s32 offset:380 ; 4-byte Folded Reload
	scratch_load_dword v121, off, s32 offset:384 ; 4-byte Folded Reload
	scratch_load_dword v120, off, s32 offset:388 ; 4-byte Folded Reload
	scratch_load_dword v111, off, s32 offset:392 ; 4-byte Folded Reload
	scratch_load_dword v110, off, s32 offset:396 ; 4-byte Folded Reload
	scratch_load_dword v109, off, s32 offset:400 ; 4-byte Folded Reload
	scratch_load_dword v108, off, s32 offset:404 ; 4-byte Folded Reload
	scratch_load_dword v107, off, s32 offset:408 ; 4-byte Folded Reload
	scratch_load_dword v106, off, s32 offset:412 ; 4-byte Folded Reload
	scratch_load_dword v105, off, s32 offset:416 ; 4-byte Folded Reload
	scratch_load_dword v104, off, s32 offset:420 ; 4-byte Folded Reload
	scratch_load_dword v95, off, s32 offset:424 ; 4-byte Folded Reload
	scratch_load_dword v94, off, s32 offset:428 ; 4-byte Folded Reload
	scratch_load_dword v93, off, s32 offset:432 ; 4-byte Folded Reload
	scratch_load_dword v92, off, s32 offset:436 ; 4-byte Folded Reload
	scratch_load_dword v91, off, s32 offset:440 ; 4-byte Folded Reload
	scratch_load_dword v90, off, s32 offset:444 ; 4-byte Folded Reload
	scratch_load_dword v89, off, s32 offset:448 ; 4-byte Folded Reload
	scratch_load_dword v88, off, s32 offset:452 ; 4-byte Folded Reload
	scratch_load_dword v79, off, s32 offset:456 ; 4-byte Folded Reload
	scratch_load_dword v78, off, s32 offset:460 ; 4-byte Folded Reload
	scratch_load_dword v77, off, s32 offset:464 ; 4-byte Folded Reload
	scratch_load_dword v76, off, s32 offset:468 ; 4-byte Folded Reload
	scratch_load_dword v75, off, s32 offset:472 ; 4-byte Folded Reload
	scratch_load_dword v74, off, s32 offset:476 ; 4-byte Folded Reload
	scratch_load_dword v73, off, s32 offset:480 ; 4-byte Folded Reload
	scratch_load_dword v72, off, s32 offset:484 ; 4-byte Folded Reload
	scratch_load_dword v63, off, s32 offset:488 ; 4-byte Folded Reload
	scratch_load_dword v62, off, s32 offset:492 ; 4-byte Folded Reload
	scratch_load_dword v61, off, s32 offset:496 ; 4-byte Folded Reload
	scratch_load_dword v60, off, s32 offset:500 ; 4-byte Folded Reload
	scratch_load_dword v59, off, s32 offset:504 ; 4-byte Folded Reload
	scratch_load_dword v58, off, s32 offset:508 ; 4-byte Folded Reload
	scratch_load_dword v57, off, s32 offset:512 ; 4-byte Folded Reload
	scratch_load_dword v56, off, s32 offset:516 ; 4-byte Folded Reload
	scratch_load_dword v47, off, s32 offset:520 ; 4-byte Folded Reload
	scratch_load_dword v46, off, s32 offset:524 ; 4-byte Folded Reload
	scratch_load_dword v45, off, s32 offset:528 ; 4-byte Folded Reload
	scratch_load_dword v44, off, s32 offset:532 ; 4-byte Folded Reload
	scratch_load_dword v43, off, s32 offset:536 ; 4-byte Folded Reload
	scratch_load_dword v42, off, s32 offset:540 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s32 offset:544 ; 4-byte Folded Reload
	scratch_load_dword v40, off, s32 offset:548 ; 4-byte Folded Reload
	v_readlane_b32 s99, v255, 35
	v_readlane_b32 s98, v255, 34
	v_readlane_b32 s97, v255, 33
	v_readlane_b32 s96, v255, 32
	v_readlane_b32 s87, v255, 31
	v_readlane_b32 s86, v255, 30
	v_readlane_b32 s85, v255, 29
	v_readlane_b32 s84, v255, 28
	v_readlane_b32 s83, v255, 27
	v_readlane_b32 s82, v255, 26
	v_readlane_b32 s81, v255, 25
	v_readlane_b32 s80, v255, 24
	v_readlane_b32 s71, v255, 23
	v_readlane_b32 s70, v255, 22
	v_readlane_b32 s69, v255, 21
	v_readlane_b32 s68, v255, 20
	v_readlane_b32 s67, v255, 19
	v_readlane_b32 s66, v255, 18
	v_readlane_b32 s65, v255, 17
	v_readlane_b32 s64, v255, 16
	v_readlane_b32 s55, v255, 15
	v_readlane_b32 s54, v255, 14
	v_readlane_b32 s53, v255, 13
	v_readlane_b32 s52, v255, 12
	v_readlane_b32 s51, v255, 11
	v_readlane_b32 s50, v255, 10
	v_readlane_b32 s49, v255, 9
	v_readlane_b32 s48, v255, 8
	v_readlane_b32 s39, v255, 7
	v_readlane_b32 s38, v255, 6
	v_readlane_b32 s37, v255, 5
	v_readlane_b32 s36, v255, 4
	v_readlane_b32 s35, v255, 3
	v_readlane_b32 s34, v255, 2
	v_readlane_b32 s31, v255, 1
	v_readlane_b32 s30, v255, 0
	s_or_saveexec_b64 s[0:1], -1
	scratch_load_dword v255, off, s32 offset:552 ; 4-byte Folded Reload
	scratch_load_dword v254, off, s32 offset:556 ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_agpr_spill, .Lfunc_end1-__clang_ocl_kern_imp_agpr_spill
                                        ; -- End function
	.set __clang_ocl_kern_imp_agpr_spill.num_vgpr, 256
	.set __clang_ocl_kern_imp_agpr_spill.num_agpr, 60
	.set __clang_ocl_kern_imp_agpr_spill.numbered_sgpr, 100
	.set __clang_ocl_kern_imp_agpr_spill.num_named_barrier, 0
	.set __clang_ocl_kern_imp_agpr_spill.private_seg_size, 564
	.set __clang_ocl_kern_imp_agpr_spill.uses_vcc, 1
	.set __clang_ocl_kern_imp_agpr_spill.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_agpr_spill.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_agpr_spill.has_recursion, 0
	.set __clang_ocl_kern_imp_agpr_spill.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 9976
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 60
; TotalNumVgprs: 316
; ScratchSize: 564
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 256
	.set amdgpu.max_num_agpr, 60
	.set amdgpu.max_num_sgpr, 100
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     52
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           agpr_spill
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         agpr_spill.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     308
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
