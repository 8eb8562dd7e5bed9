# A uniform pointer chase on the scalar side over 64 MiB: beyond the L2 (6 MB
# on RX 7900 XTX), inside the 96 MB Infinity Cache. The footprint annotation
# gives the working set; the cache model derives where each load is served
# (docs/Model.md, "Caches as caches"). Published: 128.4 ns from the scalar
# side (chipsandcheese, "Latency testing is hard: RDNA 3 power saving").
  ; gcn-mca: footprint 64MiB
  s_load_dwordx2 s[0:1], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
