#!/usr/bin/env bash
# Debian's Chromium for the journeys and benchmarks, with every --disable-features and
# --enable-features it is given merged into one of each. Chromium keeps only the last of a
# repeated switch, so a list of our own after Playwright's would silently drop Playwright's
# (ADR 075). CHROMIUM_PATH names another Chromium.
set -euo pipefail
disable=()
enable=()
rest=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) disable+=("${arg#--disable-features=}") ;;
    --enable-features=*) enable+=("${arg#--enable-features=}") ;;
    *) rest+=("$arg") ;;
  esac
done
IFS=,
[ ${#disable[@]} -gt 0 ] && rest+=("--disable-features=${disable[*]}")
[ ${#enable[@]} -gt 0 ] && rest+=("--enable-features=${enable[*]}")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${rest[@]}"
