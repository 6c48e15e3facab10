# SPDX-License-Identifier: GPL-3.0-or-later
# One library target per source folder, with one-way includes.
#
# Each target gets its own include root, <build>/include/<target>/, holding
# only a symbolic link per folder it owns (include/count/count -> src/count),
# so "count/count.hpp" resolves for the count library and whatever links it,
# and for nothing else: an include of a higher layer fails to compile.
#
# To add a folder, e.g. src/pagoda used by count and resting on peg, add one
# line to the top-level CMakeLists.txt below its dependencies:
#   pegsat_library(pagoda FOLDERS src/pagoda DEPENDS peg)
# and list `pagoda` in the DEPENDS of the libraries above it and in pegsat_lib.

# pegsat_include_root(<target> FOLDERS <dir>...): gives <target> the include
# root of those folders (paths relative to the source tree).
function(pegsat_include_root target)
  cmake_parse_arguments(arg "" "" "FOLDERS" ${ARGN})
  set(root ${PROJECT_BINARY_DIR}/include/${target})
  file(REMOVE_RECURSE ${root})
  file(MAKE_DIRECTORY ${root})
  foreach(dir IN LISTS arg_FOLDERS)
    get_filename_component(leaf ${dir} NAME)
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/${dir} ${root}/${leaf} SYMBOLIC)
  endforeach()
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "EXECUTABLE")
    target_include_directories(${target} PRIVATE ${root})
  else()
    target_include_directories(${target} PUBLIC ${root})
  endif()
endfunction()

# pegsat_library(<name> FOLDERS <dir>... [SOURCES <file>...] [EXCLUDE <file>...]
#                [DEPENDS <lib>...] [LIBS <external>...]): a static library of
# the folders' .cpp files (and SOURCES, less EXCLUDE, paths relative to the
# source tree), linked publicly to the pegsat libraries it DEPENDS on and to
# the external LIBS.
function(pegsat_library name)
  cmake_parse_arguments(arg "" "" "FOLDERS;SOURCES;EXCLUDE;DEPENDS;LIBS" ${ARGN})
  set(sources ${arg_SOURCES})
  foreach(dir IN LISTS arg_FOLDERS)
    file(GLOB found CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/${dir}/*.cpp)
    list(APPEND sources ${found})
  endforeach()
  foreach(file IN LISTS arg_EXCLUDE)
    list(REMOVE_ITEM sources ${PROJECT_SOURCE_DIR}/${file})
  endforeach()
  add_library(${name} STATIC ${sources})
  pegsat_include_root(${name} FOLDERS ${arg_FOLDERS})
  target_link_libraries(${name} PUBLIC ${arg_DEPENDS} ${arg_LIBS})
endfunction()
