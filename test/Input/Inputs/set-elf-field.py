#!/usr/bin/env python3
"""set-elf-field.py IN OUT FIELD VALUE

Copies the ELF64 little-endian object IN to OUT with one header field set to
VALUE: a corrupt object for the robustness tests, made from one assembled
with llvm-mc. FIELD is e_flags, e_machine, or SECTION:sh_offset, SECTION:sh_size or
SECTION:sh_entsize for the header of the section named SECTION.
"""
import struct
import sys

SECTION_FIELDS = {"sh_offset": 0x18, "sh_size": 0x20, "sh_entsize": 0x38}


def main():
    src, dst, field, value = sys.argv[1:5]
    data = bytearray(open(src, "rb").read())
    assert data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1
    value = int(value, 0)
    if field in ("e_flags", "e_machine"):
        if field == "e_flags":
            struct.pack_into("<I", data, 0x30, value)
        else:
            struct.pack_into("<H", data, 0x12, value)
        open(dst, "wb").write(data)
        return 0
    name, field = field.split(":")
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    strtab = shoff + shstrndx * shentsize
    stroff = struct.unpack_from("<Q", data, strtab + 0x18)[0]
    for i in range(shnum):
        hdr = shoff + i * shentsize
        n = struct.unpack_from("<I", data, hdr)[0]
        end = data.index(b"\0", stroff + n)
        if data[stroff + n:end].decode() == name:
            struct.pack_into("<Q", data, hdr + SECTION_FIELDS[field], value)
            open(dst, "wb").write(data)
            return 0
    sys.exit("set-elf-field.py: no section '%s' in %s" % (name, src))


if __name__ == "__main__":
    sys.exit(main())
