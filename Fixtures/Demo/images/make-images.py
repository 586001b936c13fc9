#!/usr/bin/env python3
"""Draws the settings demo's images (Fixtures/Demo/images/*.png) with nothing but
the standard library: each pixel is the coverage of signed-distance shapes,
sampled 4x4 per pixel, so edges are smooth and the bytes are the same on every
run. Run it from anywhere: `python3 Fixtures/Demo/images/make-images.py`."""
import math, os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SCALE = 3  # the files are @3x


def write_png(name, width, height, pixel):
    """pixel(x, y) -> (r, g, b, a) floats 0..1, straight alpha, x/y in points."""
    rows = []
    sub = [(i + 0.5) / 4 for i in range(4)]
    for py in range(height):
        row = bytearray([0])
        for px in range(width):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in sub:
                for sx in sub:
                    r, g, b, a = pixel((px + sx) / SCALE, (py + sy) / SCALE)
                    acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
            a = acc[3] / 16
            if a > 0:
                rgb = [min(255, round(c / acc[3] * 255)) for c in acc[:3]]
            else:
                rgb = [0, 0, 0]
            row += bytes(rgb + [round(a * 255)])
        rows.append(bytes(row))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(png)


# Signed distances (negative inside), in points.
def circle(x, y, cx, cy, r):
    return math.hypot(x - cx, y - cy) - r

def segment(x, y, ax, ay, bx, by, r):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - ax - t * dx, y - ay - t * dy) - r

def rounded_box(x, y, cx, cy, hw, hh, r):
    qx, qy = abs(x - cx) - hw + r, abs(y - cy) - hh + r
    return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r

def rgb(hexcode):
    return tuple(int(hexcode[i:i + 2], 16) / 255 for i in (1, 3, 5))

WHITE = (1.0, 1.0, 1.0)


def icon(name, colour, glyph):
    """A 29 pt settings icon: a coloured rounded square with a white glyph;
    glyph(x, y) is a signed distance in a frame centred on the icon."""
    size = 29
    background = rgb(colour)
    def pixel(x, y):
        if rounded_box(x, y, size / 2, size / 2, size / 2, size / 2, 6.5) > 0:
            return (0, 0, 0, 0)
        return (*WHITE, 1) if glyph(x - size / 2, y - size / 2) <= 0 else (*background, 1)
    write_png(name, size * SCALE, size * SCALE, pixel)


def airplane(x, y):
    # Drawn nose-up, then turned 45 degrees to the right as iOS shows it.
    c, s = math.cos(math.pi / 4), math.sin(math.pi / 4)
    x, y = c * x + s * y, -s * x + c * y
    body = segment(x, y, 0, -8.5, 0, 7, 1.6)
    wings = min(segment(x, y, 0, -1.5, -8, 2.5, 1.3), segment(x, y, 0, -1.5, 8, 2.5, 1.3))
    tail = min(segment(x, y, 0, 6.5, -3.5, 8.5, 1.0), segment(x, y, 0, 6.5, 3.5, 8.5, 1.0))
    return min(body, wings, tail)


def wifi(x, y):
    cy = 6.5
    d = circle(x, y, 0, cy, 1.9)
    angle = math.atan2(x, -(y - cy))  # 0 straight up
    if abs(angle) <= math.radians(45):
        r = math.hypot(x, y - cy)
        for radius in (5.5, 9.5, 13.5):
            d = min(d, abs(r - radius) - 1.25)
    else:
        # Round caps at the ends of the arcs.
        for radius in (5.5, 9.5, 13.5):
            for sign in (-1, 1):
                ex, ey = sign * radius * math.sin(math.radians(45)), cy - radius * math.cos(math.radians(45))
                d = min(d, circle(x, y, ex, ey, 1.25))
    return d


def bluetooth(x, y):
    t, b, k = (0, -9), (0, 9), 5
    points = [(t, b), (t, (k, -4.5)), ((k, -4.5), (-k, 4.5)), (b, (k, 4.5)), ((k, 4.5), (-k, -4.5))]
    return min(segment(x, y, *p, *q, 1.0) for p, q in points)


def notifications(x, y):
    frame = abs(rounded_box(x, y, 0, 0.5, 8, 8, 3)) - 1.2
    # The badge cuts its own gap out of the frame.
    cut = circle(x, y, 7, -6.5, 4.6)
    return min(max(frame, -cut), circle(x, y, 7, -6.5, 3.2))


def appearance(x, y):
    ring = abs(circle(x, y, 0, 0, 8.5)) - 1.1
    half = max(circle(x, y, 0, 0, 8.5), x)
    return min(ring, half)


def brightness(x, y):
    d = circle(x, y, 0, 0, 4.2)
    for i in range(8):
        a = i * math.pi / 4
        d = min(d, segment(x, y, 7 * math.cos(a), 7 * math.sin(a), 9.5 * math.cos(a), 9.5 * math.sin(a), 1.1))
    return d


def gear(x, y):
    r = math.hypot(x, y)
    body = abs(r - 6.2) - 2.0
    teeth = min(rounded_box(*rotate(x, y, i * math.pi / 4), 0, -8.6, 1.7, 2.0, 0.6) for i in range(8))
    hole = circle(x, y, 0, 0, 2.4)
    return max(min(body, teeth), -hole)

def rotate(x, y, a):
    c, s = math.cos(a), math.sin(a)
    return c * x - s * y, s * x + c * y


def battery(x, y):
    shell = abs(rounded_box(x, y, -1, 0, 8, 4.8, 2.2)) - 0.9
    level = rounded_box(x, y, -2.6, 0, 5.2, 2.6, 0.8)
    cap = rounded_box(x, y, 8.6, 0, 1.1, 2.0, 0.8)
    return min(shell, level, cap)


def chevron():
    """The row disclosure indicator: 8 x 13 pt, tertiary-label grey."""
    grey = rgb("#C4C4C7")
    def pixel(x, y):
        d = min(segment(x, y, 2, 2, 6, 6.5, 1.0), segment(x, y, 6, 6.5, 2, 11, 1.0))
        return (*grey, 1) if d <= 0 else (0, 0, 0, 0)
    write_png("chevron@3x.png", 8 * SCALE, 13 * SCALE, pixel)


def magnifier():
    """The search field's glass: 15 x 15 pt, secondary-label grey."""
    grey = rgb("#8E8E93")
    def pixel(x, y):
        d = min(abs(circle(x, y, 6.2, 6.2, 4.8)) - 0.95, segment(x, y, 9.8, 9.8, 13.3, 13.3, 1.1))
        return (*grey, 1) if d <= 0 else (0, 0, 0, 0)
    write_png("magnifier@3x.png", 15 * SCALE, 15 * SCALE, pixel)


def avatar():
    """A 60 pt portrait: a warm gradient with a head-and-shoulders silhouette."""
    top, bottom = rgb("#FFB36B"), rgb("#FF5E7E")
    def pixel(x, y):
        if circle(x, y, 30, 30, 30) > 0:
            return (0, 0, 0, 0)
        t = y / 60
        base = tuple(a + (b - a) * t for a, b in zip(top, bottom))
        person = min(circle(x, y, 30, 24, 10.5), rounded_box(x, y, 30, 56, 19, 15, 14))
        if person <= 0:
            return (1.0, 0.96, 0.92, 1)
        return (*base, 1)
    write_png("avatar@3x.png", 60 * SCALE, 60 * SCALE, pixel)


if __name__ == "__main__":
    icon("airplane@3x.png", "#FF9500", airplane)
    icon("wifi@3x.png", "#007AFF", wifi)
    icon("bluetooth@3x.png", "#007AFF", bluetooth)
    icon("notifications@3x.png", "#FF3B30", notifications)
    icon("appearance@3x.png", "#5856D6", appearance)
    icon("brightness@3x.png", "#007AFF", brightness)
    icon("general@3x.png", "#8E8E93", gear)
    icon("battery@3x.png", "#34C759", battery)
    chevron()
    magnifier()
    avatar()
