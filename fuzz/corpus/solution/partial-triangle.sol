board: triangle
start: a1
finish: a1
a3-a1 c3-a3 d4-b2 a1-c3 d5-d3 c3-c5 a5-c5 c5-e5
