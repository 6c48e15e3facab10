# SPDX-License-Identifier: GPL-3.0-or-later
# The web build's dependencies (docs/WEB.md). Only Debian packages can be
# reached, and Debian has no WebAssembly builds: the header-only libraries come
# from Debian's headers, and abseil (the hash tables alone), tinyxml2 and GLPK
# are compiled with em++ from the Debian sources that scripts/web-build.sh
# fetches with `apt-get source` into PEGSAT_WEB_SOURCES.
set(PEGSAT_WEB_SOURCES "" CACHE PATH "Where `apt-get source abseil tinyxml2 glpk` unpacked")
if(NOT IS_DIRECTORY "${PEGSAT_WEB_SOURCES}")
  message(FATAL_ERROR "PEGSAT_WEB_SOURCES must name the folder of the Debian sources (scripts/web-build.sh)")
endif()
file(GLOB absl_dir LIST_DIRECTORIES true ${PEGSAT_WEB_SOURCES}/abseil-*/)
file(GLOB tinyxml2_dir LIST_DIRECTORIES true ${PEGSAT_WEB_SOURCES}/tinyxml2-*/)
# GLPK's upstream tarball: Debian's patches swap its bundled AMD, COLAMD and
# zlib for system libraries that have no WebAssembly build either.
set(glpk_dir ${PEGSAT_WEB_SOURCES}/glpk-orig/glpk-5.0)
foreach(dir absl_dir tinyxml2_dir glpk_dir)
  if(NOT IS_DIRECTORY "${${dir}}")
    message(FATAL_ERROR "${dir} not found under ${PEGSAT_WEB_SOURCES}")
  endif()
endforeach()

# Debian's header-only libraries, each through a folder of its own: adding
# /usr/include itself would put glibc's headers before emscripten's.
set(web_headers ${PROJECT_BINARY_DIR}/web_headers)
file(MAKE_DIRECTORY ${web_headers})
foreach(dir fmt boost nlohmann)
  if(NOT IS_DIRECTORY /usr/include/${dir})
    message(FATAL_ERROR "/usr/include/${dir} missing (scripts/setup.sh installs it)")
  endif()
  file(CREATE_LINK /usr/include/${dir} ${web_headers}/${dir} SYMBOLIC)
endforeach()
add_library(web_headers INTERFACE)
target_include_directories(web_headers SYSTEM INTERFACE ${web_headers})
add_library(fmt::fmt ALIAS web_headers)
add_library(Boost::boost ALIAS web_headers)
add_library(nlohmann_json::nlohmann_json ALIAS web_headers)
# fmt's compiled part is in its header when asked.
target_compile_definitions(web_headers INTERFACE FMT_HEADER_ONLY)
add_library(Threads::Threads INTERFACE IMPORTED)

# abseil: the hash tables and their hash, nothing else.
add_library(web_absl STATIC
  ${absl_dir}/absl/container/internal/raw_hash_set.cc
  ${absl_dir}/absl/hash/internal/hash.cc
  ${absl_dir}/absl/hash/internal/city.cc
  ${absl_dir}/absl/hash/internal/low_level_hash.cc
  ${absl_dir}/absl/base/internal/raw_logging.cc)
target_include_directories(web_absl SYSTEM PUBLIC ${absl_dir})
target_compile_options(web_absl PRIVATE -w)
add_library(absl::flat_hash_set ALIAS web_absl)
add_library(absl::flat_hash_map ALIAS web_absl)

add_library(web_tinyxml2 STATIC ${tinyxml2_dir}/tinyxml2.cpp)
target_include_directories(web_tinyxml2 SYSTEM PUBLIC ${tinyxml2_dir})
target_compile_options(web_tinyxml2 PRIVATE -w)
add_library(tinyxml2::tinyxml2 ALIAS web_tinyxml2)

enable_language(C)
file(GLOB_RECURSE glpk_sources ${glpk_dir}/src/*.c)
file(GLOB glpk_include_dirs LIST_DIRECTORIES true ${glpk_dir}/src/*)
list(FILTER glpk_include_dirs EXCLUDE REGEX "\\.(am|in|h)$")
add_library(web_glpk STATIC ${glpk_sources})
target_include_directories(web_glpk PRIVATE ${glpk_dir}/src ${glpk_include_dirs})
target_compile_options(web_glpk PRIVATE -w -O2)
set_target_properties(web_glpk PROPERTIES UNITY_BUILD OFF)
set(GLPK_INCLUDE_DIR ${glpk_dir}/src)
set(GLPK_LIBRARY web_glpk)
