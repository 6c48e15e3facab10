# Found by pegsat solve; moves: is this solution's count, not a proved minimum.
board: english
start: c1
finish: c1
moves: 28
c3-c1 a3-c3 a5-a3 b5-b3 c4-c2 a3-c3 c2-c4 c5-c3 c7-c5 d3-b3 d1-d3 d4-d2
d5-b5 d7-d5 e2-c2 c1-c3 b3-d3 e5-c5 b5-d5 e7-e5 e4-e6 g5-e5 d5-f5
g3-g5-e5 e6-e4 f4-d4-d2 f3-d3-d1 e1-c1
