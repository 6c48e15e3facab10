# A wheel's build (-DPEGSAT_WHEEL=ON, which python/packaging/pegsat_backend.py
# sets): the dependencies that Debian ships as static libraries fit for a
# shared object are linked into the module and the command, so that a wheel
# carries fewer files and needs nothing of them on the machine that installs
# it. The others the backend copies beside the module, where the module's
# run path ($ORIGIN, python/CMakeLists.txt) finds them: CryptoMiniSat, TBB,
# fmt and tinyxml2, which have shared libraries only, and abseil, whose
# static libraries use the thread-local model of executables (a shared
# object cannot link them: R_X86_64_TPOFF32). CaDiCaL is static everywhere.

# GLPK and what its shared library loads (SuiteSparse's AMD and COLAMD,
# libltdl, zlib, GMP), all as static libraries; the shared one when any is
# missing.
set(glpk_static "")
foreach(name glpk colamd amd suitesparseconfig ltdl z gmp)
  find_library(static_${name} NAMES lib${name}.a)
  if(NOT static_${name})
    set(glpk_static "")
    break()
  endif()
  list(APPEND glpk_static ${static_${name}})
endforeach()
if(glpk_static)
  set(GLPK_LIBRARY ${glpk_static} ${CMAKE_DL_LIBS})
endif()
message(STATUS "pegsat wheel: GLPK linked statically (${GLPK_LIBRARY})")
