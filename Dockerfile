# Offscreen's build and test environment: Debian 12 (bookworm) with Swift and the
# Debian packages scripts/install-deps.sh installs (cairo, pango, libpng,
# libdeflate, Little CMS, librsvg, poppler-glib, fontconfig and the pinned fonts), so that snapshots render the same
# on any CI. See docs/ci.md.
#
#   docker build -t offscreen .
#   docker run --rm -v "$PWD:/work" -w /work offscreen swift test
FROM swift:6.3.1-bookworm
COPY scripts/install-deps.sh /tmp/install-deps.sh
RUN /tmp/install-deps.sh && rm -rf /var/lib/apt/lists/* /tmp/install-deps.sh
WORKDIR /work
