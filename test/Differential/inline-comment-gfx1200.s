; -instruction-tables=full prints, after a tab, the comment of each
; instruction's source line as llvm-mca 22 does: from the first `/*` for as
; many characters as the first `*/` is from the line's start (so an inline
; comment between operands prints with the rest of the line), else from the
; first `//`; `;` comments are not printed.
; RUN: %mca-diff %s -mcpu=gfx1200 -instruction-tables=full | FileCheck %s
; RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx1200 -instruction-tables=full %s \
; RUN:   | FileCheck %s --check-prefix=ROWS --strict-whitespace
; CHECK: mca-diff: identical
; "v_maximum3_f32 v1, v2 /*v792*/, v2 /*v770*/, v3": `/*` at 22, `*/` at 28:
; the 28 characters from the `/*` are the rest of the line (25 characters).
; ROWS: v_maximum3_f32 v1, v2, v2, v3{{	}}/*v792*/, v2 /*v770*/, v3{{$}}
; ROWS: v_add_f32_e32 v1, v2, v3{{	}}// plain{{$}}
; ROWS: v_mul_f32_e32 v1, v2, v3{{	$}}
v_maximum3_f32 v1, v2 /*v792*/, v2 /*v770*/, v3
v_add_f32 v1, v2, v3 // plain
v_mul_f32 v1, v2, v3 ; not printed
