#!/usr/bin/env python3
"""Writes the PNG decoder fixtures in this folder, byte by byte, with zlib only,
so every colour type, bit depth, tRNS and Adam7 case is exactly what its name says.

Every 16x16 image shows the same picture: four quadrants (red, green, blue and a
colour ramp) in the colour types that have colour, a ramp in the gray ones.
PNGDecodeTests.swift recomputes the expected pixels from the same rules.
Run from this folder: python3 make-fixtures.py
"""
import struct
import zlib

SIZE = 16


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def ihdr(width, height, depth, color_type, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, interlace))


def pack_row(samples, depth):
    """Samples (already flattened per pixel) -> bytes at the given bit depth."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def image_data(pixel, depth, interlace):
    """pixel(x, y) -> list of samples. Filter type 0 on every row."""
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for x0, y0, dx, dy in passes:
        xs = range(x0, SIZE, dx)
        if len(xs) == 0:
            continue
        for y in range(y0, SIZE, dy):
            samples = [s for x in xs for s in pixel(x, y)]
            raw += b"\x00" + pack_row(samples, depth)
    return zlib.compress(bytes(raw), 9)


def write(name, depth, color_type, pixel, extra=b"", interlace=0):
    data = b"\x89PNG\r\n\x1a\n" + ihdr(SIZE, SIZE, depth, color_type, interlace) + extra
    data += chunk(b"IDAT", image_data(pixel, depth, interlace)) + chunk(b"IEND", b"")
    with open(name, "wb") as f:
        f.write(data)
    return data


# The picture, as 8-bit straight RGBA (the alpha is used only by types with alpha).
def rgba(x, y):
    left, top = x < 8, y < 8
    if top and left:
        return (255, 0, 0, 255)
    if top:
        return (0, 255, 0, 192)
    if left:
        return (0, 0, 255, 128)
    return (x * 16, y * 16, 200, 0 if (x, y) == (15, 15) else 32)


def gray(x, y):
    return x * 16 + y


def wide(v):
    """8-bit value -> a 16-bit one that is not v * 257, so scaling must round."""
    return min(65535, v * 257 + 100)


write("rgb8.png", 8, 2, lambda x, y: rgba(x, y)[:3])
write("rgba8.png", 8, 6, lambda x, y: rgba(x, y))
write("rgb16.png", 16, 2, lambda x, y: [wide(c) for c in rgba(x, y)[:3]])
write("rgba16.png", 16, 6, lambda x, y: [wide(c) for c in rgba(x, y)])
write("rgba8-interlaced.png", 8, 6, lambda x, y: rgba(x, y), interlace=1)
write("rgb8-trns.png", 8, 2, lambda x, y: rgba(x, y)[:3], extra=chunk(b"tRNS", struct.pack(">HHH", 255, 0, 0)))
write("gray8.png", 8, 0, lambda x, y: [gray(x, y)])
write("gray16.png", 16, 0, lambda x, y: [wide(gray(x, y))])
write("gray1.png", 1, 0, lambda x, y: [(x + y) % 2])
write("gray2.png", 2, 0, lambda x, y: [x // 4])
write("gray4.png", 4, 0, lambda x, y: [x])
write("gray8-trns.png", 8, 0, lambda x, y: [gray(x, y)], extra=chunk(b"tRNS", struct.pack(">H", 0)))
write("gray-alpha8.png", 8, 4, lambda x, y: [gray(x, y), y * 17])
write("gray-alpha16.png", 16, 4, lambda x, y: [wide(gray(x, y)), wide(y * 17)])
write("gray4-interlaced.png", 4, 0, lambda x, y: [x], interlace=1)

# Palette: red, green, blue, white; tRNS gives red, green and blue alpha 255, 128, 0.
PALETTE = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])


def quadrant(x, y):
    return (0 if x < 8 else 1) + (0 if y < 8 else 2)


plte = chunk(b"PLTE", PALETTE)
write("palette8.png", 8, 3, lambda x, y: [quadrant(x, y)], extra=plte)
write("palette2.png", 2, 3, lambda x, y: [quadrant(x, y)], extra=plte)
write("palette1.png", 1, 3, lambda x, y: [(x + y) % 2], extra=chunk(b"PLTE", PALETTE[:6]))
write("palette4-trns.png", 4, 3, lambda x, y: [quadrant(x, y)], extra=plte + chunk(b"tRNS", bytes([255, 128, 0])))
write("palette8-interlaced.png", 8, 3, lambda x, y: [quadrant(x, y)], extra=plte, interlace=1)

# Malformed inputs.
good = open("rgb8.png", "rb").read()
open("malformed-truncated.png", "wb").write(good[: len(good) // 2])
bad_crc = bytearray(good)
bad_crc[29] ^= 0xFF  # last byte of IHDR's CRC (8 signature + 8 header + 13 data)
open("malformed-bad-ihdr-crc.png", "wb").write(bytes(bad_crc))
idat_at = good.index(b"IDAT")
idat_length = struct.unpack(">I", good[idat_at - 4 : idat_at])[0]
bad_idat_crc = bytearray(good)
bad_idat_crc[idat_at + 4 + idat_length + 3] ^= 0xFF  # last byte of IDAT's CRC; the data is intact
open("malformed-bad-idat-crc.png", "wb").write(bytes(bad_idat_crc))
bad_data = bytearray(good)
bad_data[idat_at + 6] ^= 0xFF  # a byte inside the zlib stream: zlib fails before the CRC is checked
open("malformed-corrupt-idat-data.png", "wb").write(bytes(bad_data))
open("malformed-not-png.png", "wb").write(b"GIF89a this is not a PNG file at all")
huge = b"\x89PNG\r\n\x1a\n" + ihdr(100000, 100000, 8, 6) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")
open("malformed-huge-dimensions.png", "wb").write(huge)
zero = b"\x89PNG\r\n\x1a\n" + ihdr(0, 16, 8, 6) + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b"")
open("malformed-zero-width.png", "wb").write(zero)
no_idat = b"\x89PNG\r\n\x1a\n" + ihdr(SIZE, SIZE, 8, 2) + chunk(b"IEND", b"")
open("malformed-no-image-data.png", "wb").write(no_idat)
