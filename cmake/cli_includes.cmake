# SPDX-License-Identifier: GPL-3.0-or-later
# The command line's one door: the files of src/cli include, of pegsat's own
# headers, only the CLI's (cli/), the jobs' (job/) and the utilities'
# (util/). Parsing, running a job and rendering its report need nothing
# else; a method library included here would be a second door, one the C++
# API and Python cannot use. The include roots alone cannot say no (a job's
# headers name the method libraries, so the CLI sees their roots), so this
# script does: run by the build before the pegsat executable links, and by
# ctest (cli_includes_only_jobs).
#   cmake -DCLI_DIR=<src/cli> [-DSTAMP=<file>] -P cli_includes.cmake
file(GLOB cli_files ${CLI_DIR}/*.cpp ${CLI_DIR}/*.hpp)
set(offences "")
foreach(f IN LISTS cli_files)
  file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\".*$" "\\1" header "${line}")
    if(NOT header MATCHES "^(cli|job|util)/")
      get_filename_component(name ${f} NAME)
      string(APPEND offences "\n  src/cli/${name}: #include \"${header}\"")
    endif()
  endforeach()
endforeach()
if(offences)
  message(FATAL_ERROR "src/cli includes only cli/, job/ and util/ headers: reach the method "
                      "through a job in src/job instead of${offences}")
endif()
if(STAMP)
  file(TOUCH ${STAMP})
endif()
