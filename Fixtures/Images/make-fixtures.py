#!/usr/bin/env python3
"""Writes the image fixtures of Tests/UIKitTests/Images (run from this folder).
Plain zlib PNG writer: no imaging library needed, same bytes every run."""
import math, struct, zlib

def png(path, w, h, pixel):
    rows = b""
    for y in range(h):
        rows += b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(w))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)
    return data

# badge: 16 x 12 points; each scale its own colour (1x red, 2x green, 3x blue), white top-left square.
for scale, colour in [(1, (230, 40, 40)), (2, (40, 170, 60)), (3, (40, 80, 230))]:
    name = "badge.png" if scale == 1 else f"badge@{scale}x.png"
    png(name, 16 * scale, 12 * scale,
        lambda x, y, s=scale, c=colour: (255, 255, 255, 255) if x < 4 * s and y < 4 * s else (*c, 255))

# only a 2x variant exists.
png("only-two@2x.png", 20, 20, lambda x, y: (40, 170, 60, 255))

# photo: 30 x 20 points at 3x; quadrants red / green / blue / yellow, a white disc in the middle.
def photo(x, y):
    px, py = x / 3, y / 3
    if (px - 15) ** 2 + (py - 10) ** 2 < 16:
        return (255, 255, 255, 255)
    left, top = px < 15, py < 10
    return {(True, True): (230, 40, 40, 255), (False, True): (40, 170, 60, 255),
            (True, False): (40, 80, 230, 255), (False, False): (250, 200, 20, 255)}[(left, top)]
png("photo@3x.png", 90, 60, photo)

# heart-ish shape (two discs and a triangle) in several colours on transparency, 24 x 24 points at 3x.
def shape(x, y):
    px, py = (x + 0.5) / 3, (y + 0.5) / 3
    inside = (px - 8) ** 2 + (py - 9) ** 2 < 25 or (px - 16) ** 2 + (py - 9) ** 2 < 25 \
        or (py >= 9 and py <= 21 and abs(px - 12) <= (21 - py) * 0.85)
    if not inside:
        return (0, 0, 0, 0)
    return (230, 40, 40, 255) if px < 12 else (250, 160, 20, 200)
png("shape@3x.png", 72, 72, shape)

# frame: 12 x 12 points at 3x for nine-slice: 4-point caps; corners dark blue,
# edges light blue with a dark stripe across, middle white with a grey dot.
def frame(x, y):
    px, py = x // 3, y // 3
    cx, cy = px < 4 or px >= 8, py < 4 or py >= 8
    if cx and cy:
        return (20, 40, 120, 255)
    if cx or cy:
        along = py if cx else px
        return (20, 40, 120, 255) if along == 5 else (120, 170, 240, 255)
    return (140, 140, 140, 255) if (px, py) == (5, 5) else (255, 255, 255, 255)
png("frame@3x.png", 36, 36, frame)

# Broken files: a truncated PNG and text named .png.
good = png("truncated.png", 8, 8, lambda x, y: (0, 0, 0, 255))
open("truncated.png", "wb").write(good[:40])
open("not-a-png.png", "w").write("this is not an image\n")
