# SPDX-License-Identifier: GPL-3.0-or-later
# What `cmake --install build --prefix P` puts in P: the pegsat command,
# libpegsat (a shared library), its public header and a CMake package, so
# that another project writes
#   find_package(pegsat REQUIRED)
#   target_link_libraries(app PRIVATE pegsat::pegsat)
#
# libpegsat is shared, and links the internal static libraries and their
# dependencies (CryptoMiniSat, CaDiCaL, GLPK, TBB, abseil, fmt, tinyxml2)
# privately: a program using it needs the one header and the .so, not the
# internals' headers nor the development packages of their dependencies.
# --exclude-libs keeps the internals' symbols out of its dynamic symbol
# table, so the library exports the API alone and cannot clash with another
# copy of, say, fmt in the program.
#
# The licence, GPL-3.0-or-later (LICENSE; GLPK, linked in, requires it), goes
# with every installed copy: beside the documentation and in the CMake package.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

add_library(libpegsat SHARED $<TARGET_OBJECTS:api>)
target_link_libraries(libpegsat PRIVATE job encodings native draw)
target_link_options(libpegsat PRIVATE -Wl,--exclude-libs,ALL)
target_include_directories(libpegsat INTERFACE
                           $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
                           $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
# The header needs C++17 (std::variant, std::string_view), not the C++20 of
# the internals.
target_compile_features(libpegsat INTERFACE cxx_std_17)
# Before 1.0 a minor version may change the ABI, so it is in the soname.
set_target_properties(libpegsat PROPERTIES
  OUTPUT_NAME pegsat
  EXPORT_NAME pegsat
  VERSION ${PROJECT_VERSION}
  SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})
add_library(pegsat::pegsat ALIAS libpegsat)

install(TARGETS pegsat RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS libpegsat EXPORT pegsatTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${PROJECT_SOURCE_DIR}/include/pegsat/pegsat.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/pegsat)

set(package_dir ${CMAKE_INSTALL_LIBDIR}/cmake/pegsat)
install(EXPORT pegsatTargets NAMESPACE pegsat:: DESTINATION ${package_dir})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/pegsatConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/pegsatConfig.cmake
                              INSTALL_DESTINATION ${package_dir})
# Before 1.0 only the same MAJOR.MINOR promises the same API.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/pegsatConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/pegsatConfig.cmake
              ${PROJECT_BINARY_DIR}/pegsatConfigVersion.cmake
        DESTINATION ${package_dir})
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${package_dir})
