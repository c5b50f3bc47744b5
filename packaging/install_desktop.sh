#!/usr/bin/env bash
# Install the freedesktop integration (menu entry, AppStream metadata, icons)
# under PREFIX (default ~/.local), for a pip-installed or bundled app whose
# `attention-explorer` command is on PATH.
#
#   packaging/install_desktop.sh [PREFIX]
#
# The icons are installed under the application id, which is what the
# .desktop file's Icon= and the metainfo's launchable name.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
icons="$here/../resources/icons"
app_id=io.github.attention_explorer.AttentionExplorer
prefix="${1:-$HOME/.local}"
share="$prefix/share"

install -Dm644 "$here/$app_id.desktop" "$share/applications/$app_id.desktop"
install -Dm644 "$here/$app_id.metainfo.xml" "$share/metainfo/$app_id.metainfo.xml"
install -Dm644 "$icons/attention-explorer.svg" "$share/icons/hicolor/scalable/apps/$app_id.svg"
for size in 16 32 48 64 128 256 512; do
  install -Dm644 "$icons/attention-explorer-$size.png" "$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
done

# Refresh the caches when the tools are there; a missing tool only delays the menu update.
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$share/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -qtf "$share/icons/hicolor" || true
echo "installed $app_id under $share"
