#!/usr/bin/env bash
# Installs the Debian packages Offscreen needs, only those that are missing:
# cairo, pango, libpng, libdeflate, Little CMS, librsvg and poppler-glib headers, fontconfig, the pinned fonts and the
# icon set that stands in for SF Symbols, and libcurl, which Swift's
# FoundationNetworking loads (the WebKit stand-in's URLRequest). Extra
# package names given as arguments are added (the test command adds chromium,
# which the HTML-report test opens headless; the bench command adds
# python3-kiwisolver, the solver benchmark's baseline).
set -euo pipefail
packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libpng-dev libdeflate-dev liblcms2-dev librsvg2-dev libpoppler-glib-dev libfontconfig-dev fontconfig
  fonts-inter fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-dejavu-core
  fonts-materialdesignicons-webfont
  libcurl4
  "$@"
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
