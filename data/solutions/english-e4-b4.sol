# Found by pegsat solve; moves: is this solution's count, not a proved minimum.
board: english
start: e4
finish: b4
moves: 26
e6-e4 c6-e6 e7-e5 c7-e7 e4-e6 e7-e5 g4-e4-e6 g5-e5 e6-e4 c5-e5 a5-c5
e4-e6 c4-e4 a4-c4-c6 e3-e5 e6-e4 g3-e3 d3-f3 c2-c4 a3-c3-c5 c6-c4 e1-e3
e4-e2 c1-e1-e3 f3-d3 d2-d4-b4
