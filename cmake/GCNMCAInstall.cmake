# GCNMCAInstall.cmake - what `cmake --install` puts in a prefix and what
# `cpack -G DEB` packages: the two tools, the public headers, the static
# libraries with a CMake package (find_package(GCNMCA), targets GCNMCA::<lib>)
# and the gcn-mca(1) man page (docs/CMakeLists.txt).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(GCN_MCA_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/GCNMCA" CACHE STRING
  "Where the GCNMCA CMake package is installed (relative to the prefix)")

# Every library made by gcn_mca_add_library, plus the known layers in case a
# library is declared another way.
get_property(gcn_mca_libs GLOBAL PROPERTY GCN_MCA_LIBRARIES)
foreach(lib GCNInput GCNTarget GCNAnalysis GCNMCA GCNDriver GCNProfile)
  if(TARGET ${lib})
    list(APPEND gcn_mca_libs ${lib})
  endif()
endforeach()
list(REMOVE_DUPLICATES gcn_mca_libs)
foreach(lib ${gcn_mca_libs})
  # Consumers include <gcn-mca/...> from the prefix and build as C++17, like
  # LLVM 22's own headers need.
  target_include_directories(${lib} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  get_target_property(type ${lib} TYPE)
  if(NOT type STREQUAL "INTERFACE_LIBRARY")
    target_compile_features(${lib} PUBLIC cxx_std_17)
  endif()
  # Libraries built with the sanitizers (GCN_MCA_SANITIZE, GCN_MCA_FUZZ) need
  # the sanitizer runtimes in whatever program links them.
  if(GCN_MCA_SANITIZE OR GCN_MCA_FUZZ)
    target_link_options(${lib} INTERFACE
      $<INSTALL_INTERFACE:-fsanitize=address,undefined>)
  endif()
endforeach()

install(TARGETS gcn-mca gcn-mca-markers gcn-mca-diff
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tools)
install(TARGETS ${gcn_mca_libs} EXPORT GCNMCATargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/gcn-mca
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev
  FILES_MATCHING PATTERN "*.h" PATTERN "*.def" PATTERN "*.inc")
# Headers generated into the build tree's include/ (none at present).
if(EXISTS ${PROJECT_BINARY_DIR}/include/gcn-mca)
  install(DIRECTORY ${PROJECT_BINARY_DIR}/include/gcn-mca
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev
    FILES_MATCHING PATTERN "*.h" PATTERN "*.def" PATTERN "*.inc")
endif()
install(EXPORT GCNMCATargets NAMESPACE GCNMCA::
  DESTINATION ${GCN_MCA_INSTALL_CMAKEDIR} COMPONENT dev)

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/GCNMCAConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/GCNMCAConfig.cmake
  INSTALL_DESTINATION ${GCN_MCA_INSTALL_CMAKEDIR})
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/GCNMCAConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/cmake/GCNMCAConfig.cmake
  ${PROJECT_BINARY_DIR}/cmake/GCNMCAConfigVersion.cmake
  DESTINATION ${GCN_MCA_INSTALL_CMAKEDIR} COMPONENT dev)

# cpack -G DEB: one package with the tools, the man page and the library.
set(CPACK_PACKAGE_NAME "gcn-mca")
set(CPACK_PACKAGE_VENDOR "gcn-mca developers")
set(CPACK_PACKAGE_CONTACT "gcn-mca developers <gcn-mca@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "static performance analyzer for AMD GPU machine code")
set(CPACK_PACKAGE_DESCRIPTION
  "gcn-mca simulates AMDGPU (GCN, CDNA, RDNA) assembly or code objects on a \
model of one compute unit and reports cycles, occupancy, stalls and \
bottlenecks. Built on LLVM 22's MCA library. Also ships the static library, \
headers and CMake package (find_package(GCNMCA)) for embedding.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# The tools link LLVM's static component libraries (they need zlib and zstd)
# or, with GCN_MCA_LINK_LLVM_DYLIB, libLLVM.so.22.1; embedding
# (find_package(GCNMCA)) needs LLVM 22's CMake package and headers too.
if(GCN_MCA_LINK_LLVM_DYLIB)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "libllvm22, libc6, libstdc++6")
else()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "zlib1g, libzstd1, libc6, libstdc++6")
endif()
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "llvm-22-dev")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "clang-22, llvm-22")
include(CPack)
