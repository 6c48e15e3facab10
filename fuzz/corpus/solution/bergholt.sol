# Ernest Bergholt's 18-move solution of the central game (1912), proved
# minimal in moves by John Beasley (1964). 31 jumps, 18 moves.
board: english
start: d4
finish: d4
d6-d4 f5-d5 e7-e5 e4-e6 e2-e4 g3-e3 d3-f3 g5-g3-e3 c5-e5 a5-c5
b3-d3-f3-f5-d5-b5 c7-e7-e5-e3 c1-c3 c4-c2 e1-c1-c3 a3-a5-c5
c6-c4-c2-e2-e4-c4 b4-d4
