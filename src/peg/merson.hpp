// SPDX-License-Identifier: GPL-3.0-or-later
// Merson regions (Beasley, "The Ins and Outs of Peg Solitaire", 1985, after
// Robin Merson): sets of holes that no jump passes over from outside into
// outside. While such a region is full, no jump can land in it or pass over
// it, so the first jump that touches it starts inside it. Every region that
// is full and must be emptied therefore costs a move that starts there, which
// gives lower bounds on the fewest moves (Beasley's proof that the central
// game needs 18).
#pragma once

#include <vector>

#include "peg/board.hpp"

namespace pegsat {

// Whether every jump over a hole of `region` starts or ends in `region`.
bool isMersonRegion(const Board& board, Cells region);

// The Merson regions of at most `maxSize` holes that contain no smaller one,
// in board order of their first hole: the corners that no jump passes over,
// pairs on the triangle's edges, the English board's triominoes and squares.
std::vector<Cells> minimalMersonRegions(const Board& board, int maxSize = 4);

// Pairwise disjoint minimal regions, none full at `finish` (so each one full
// at some time must be touched again), chosen to have as many as possible
// full at `start` (a search capped in nodes, so a large board may get fewer);
// then disjoint ones that are not full at the start but may fill later.
std::vector<Cells> mersonPacking(const Board& board, Cells start, Cells finish);

// The packing grown into groups: each region of mersonPacking with the other
// minimal regions (none full at `finish`) that meet it and no other group,
// so that regions of different groups are still disjoint. A group with some
// full region costs a move of its own, whichever of its regions is full: on
// the 15-hole triangle, the two overlapping pairs of an edge are one group.
std::vector<std::vector<Cells>> mersonGroups(const Board& board, Cells start, Cells finish);

}  // namespace pegsat
