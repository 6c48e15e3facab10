// SPDX-License-Identifier: GPL-3.0-or-later
// The breadth-first search that fills a pattern database (pdb_build.cpp); an
// internal header shared by pattern_db.cpp only.
#pragma once

#include "slide/pattern_db.hpp"

namespace pegsat::slide {

class PdbBuilder {
 public:
  // Fills db.table_ for the spec db was initialised with; false when the
  // options' budget stopped it first (`stopped` says which limit).
  static Result<bool> run(PatternDb& db, const PdbProgress& progress,
                          const PdbBuildOptions& options, Stop& stopped);
};

}  // namespace pegsat::slide
