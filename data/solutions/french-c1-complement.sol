board: french
start: c1
finish: e7
moves: 20 (minimum)
e1-c1 d3-d1 b3-d3 c5-c3 c7-c5 e4-c4-c6 f2-d2-d4 g4-e4-e2 f6-f4 g3-e3
d5-f5-f3-d3-b3 e7-e5 c1-e1-e3 b2-d2 a3-c3 a5-c5 d7-d5-f5 b6-d6
a4-c4-e4-e2-c2-c4-c6-e6 g5-e5-e7
