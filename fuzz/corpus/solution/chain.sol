start: d4
d2-d4 f3-d3 # comment
﻿ e1-e3-c3
