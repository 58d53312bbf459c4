#include "textflag.h"

// func fuseBitsAsm(acc *bitGroup, gp, hi *byte, r0 int, list *rareHeap, n int)
//
// Z10 … Z13 hold words 0 … 3 of the eight heaps' sets (acc[k][0 … 7]);
// Z9 is 1 in every lane, Z5 256, Z6 64, Z7 128, Z8 192. For each listed
// heap (pos, val): b = r0 − pos; Z0 = the eight low bytes g[b … b+7]
// widened to 64 bits, plus 256 in the lanes whose ninth bit is set (K1,
// from hi), XOR val; then word k gets 1 << (Z0 − 64k) (VPSLLVQ gives 0
// for a count above 63, and a negative one is a large unsigned count).
TEXT ·fuseBitsAsm(SB), NOSPLIT, $0-48
	MOVQ acc+0(FP), DI
	MOVQ gp+8(FP), R8
	MOVQ hi+16(FP), R9
	MOVQ r0+24(FP), R10
	MOVQ list+32(FP), SI
	MOVQ n+40(FP), R11
	VMOVDQU64 0(DI), Z10
	VMOVDQU64 64(DI), Z11
	VMOVDQU64 128(DI), Z12
	VMOVDQU64 192(DI), Z13
	MOVQ $1, AX
	VPBROADCASTQ AX, Z9
	MOVQ $256, AX
	VPBROADCASTQ AX, Z5
	MOVQ $64, AX
	VPBROADCASTQ AX, Z6
	MOVQ $128, AX
	VPBROADCASTQ AX, Z7
	MOVQ $192, AX
	VPBROADCASTQ AX, Z8
	TESTQ R11, R11
	JZ done

loop:
	MOVL 0(SI), AX
	MOVWQZX 4(SI), BX
	MOVQ R10, CX
	SUBQ AX, CX
	VPMOVZXBQ (R8)(CX*1), Z0
	MOVQ CX, DX
	SHRQ $3, DX
	MOVWQZX (R9)(DX*1), DX
	ANDQ $7, CX
	SHRQ CX, DX
	KMOVB DX, K1
	VPADDQ Z5, Z0, K1, Z0
	VPBROADCASTQ BX, Z1
	VPXORQ Z1, Z0, Z0
	VPSLLVQ Z0, Z9, Z1
	VPORQ Z1, Z10, Z10
	VPSUBQ Z6, Z0, Z2
	VPSLLVQ Z2, Z9, Z2
	VPORQ Z2, Z11, Z11
	VPSUBQ Z7, Z0, Z3
	VPSLLVQ Z3, Z9, Z3
	VPORQ Z3, Z12, Z12
	VPSUBQ Z8, Z0, Z4
	VPSLLVQ Z4, Z9, Z4
	VPORQ Z4, Z13, Z13
	ADDQ $8, SI
	DECQ R11
	JNZ loop

done:
	VMOVDQU64 Z10, 0(DI)
	VMOVDQU64 Z11, 64(DI)
	VMOVDQU64 Z12, 128(DI)
	VMOVDQU64 Z13, 192(DI)
	VZEROUPPER
	RET

// func expandBits(mk *markGroup, acc *bitGroup)
//
// For heap i = 0 … 7 and word k = 0 … 3: the 64 bits acc[k][i] become
// the 64 bytes at mk[i·markLen + 64k] (VPMOVM2B: 0xff for a set bit).
TEXT ·expandBits(SB), NOSPLIT, $0-16
	MOVQ mk+0(FP), DI
	MOVQ acc+8(FP), SI
	MOVQ $8, CX

lane:
	KMOVQ 0(SI), K1
	VPMOVM2B K1, Z0
	VMOVDQU8 Z0, 0(DI)
	KMOVQ 64(SI), K1
	VPMOVM2B K1, Z0
	VMOVDQU8 Z0, 64(DI)
	KMOVQ 128(SI), K1
	VPMOVM2B K1, Z0
	VMOVDQU8 Z0, 128(DI)
	KMOVQ 192(SI), K1
	VPMOVM2B K1, Z0
	VMOVDQU8 Z0, 192(DI)
	ADDQ $8, SI
	ADDQ $65600, DI
	DECQ CX
	JNZ lane
	VZEROUPPER
	RET
