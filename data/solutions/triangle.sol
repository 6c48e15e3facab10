# Found by pegsat solve; moves: is this solution's count, not a proved minimum.
board: triangle
start: a1
finish: a1
moves: 10
a3-a1 c3-a3 a1-c3 a4-a2 d4-b2 b5-b3 d5-b5 a5-c5-c3 b2-d4 e5-c3-a3-a1
