# SPDX-License-Identifier: GPL-3.0-or-later
# The front ends' one door: the command line, the C++ API and the Python
# module include, of pegsat's own headers, only the jobs' (job/), the
# utilities' (util/) and their own. Parsing options, running a job and
# rendering its report need nothing else; a method library included here
# would be a second door, with reports and limits of its own that the other
# front ends do not share. The include roots alone cannot say no (a job's
# headers name the method libraries, so every front end sees their roots),
# so this script does: run by the build before the pegsat executable and the
# API library are built, and by ctest (front_ends_include_only_jobs).
#   cmake -DSOURCE_DIR=<source tree> [-DSTAMP=<file>] -P front_end_includes.cmake
#
# One line per front end: its folder, then the include roots it may use. An
# include without a folder ("interrupt.hpp") must name a file of the same
# folder.
set(front_ends
    "src/cli: cli job util"
    "src/api: api job util pegsat"
    "python/src: pegsat")
# pegsat's own include roots, which an include in angle brackets could reach
# as well: every folder of src/, and the two at the top.
file(GLOB own_roots RELATIVE ${SOURCE_DIR}/src LIST_DIRECTORIES true ${SOURCE_DIR}/src/*)
list(APPEND own_roots encodings verifier)
list(JOIN own_roots "|" own_roots)
set(offences "")
foreach(entry IN LISTS front_ends)
  string(REGEX REPLACE "^([^:]*):.*$" "\\1" dir "${entry}")
  string(REGEX REPLACE "^[^:]*: *" "" allowed "${entry}")
  string(REPLACE " " "|" allowed "${allowed}")
  file(GLOB files ${SOURCE_DIR}/${dir}/*.cpp ${SOURCE_DIR}/${dir}/*.hpp)
  foreach(f IN LISTS files)
    file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]")
    get_filename_component(name ${f} NAME)
    foreach(line IN LISTS lines)
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[\"<]([^\">]*)[\">].*$" "\\1" header
             "${line}")
      if(header MATCHES "^(${allowed})/")
        continue()
      endif()
      if(line MATCHES "<")
        # A system header, unless it names one of pegsat's own roots.
        if(NOT header MATCHES "^(${own_roots})/")
          continue()
        endif()
      elseif(NOT header MATCHES "/" AND EXISTS ${SOURCE_DIR}/${dir}/${header})
        continue()
      endif()
      string(REPLACE "|" "/, " roots "${allowed}")
      string(STRIP "${line}" shown)
      string(APPEND offences "\n  ${dir}/${name}: ${shown} (${dir} may include ${roots}/)")
    endforeach()
  endforeach()
endforeach()
if(offences)
  message(FATAL_ERROR "a front end reaches the methods only through a job: add what it needs "
                      "to src/job instead of${offences}")
endif()
if(STAMP)
  file(TOUCH ${STAMP})
endif()
