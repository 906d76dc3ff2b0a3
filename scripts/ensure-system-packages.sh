#!/usr/bin/env bash
# Makes sure the Debian packages a test suite needs are installed.
# Usage: ensure-system-packages.sh PACKAGE:COMMAND [PACKAGE:COMMAND ...]
#   e.g. ensure-system-packages.sh chromium:/usr/bin/chromium
# A missing package is installed with apt-get when we are root (as on CI and the dev machines);
# otherwise the script stops with a message naming the package. It never skips silently.
set -euo pipefail

missing=()
for entry in "$@"; do
  package="${entry%%:*}"
  command="${entry#*:}"
  if ! command -v "$command" >/dev/null 2>&1; then
    missing+=("$package")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system package(s) needed by the test suites: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install -y ${missing[*]}   (then run the tests again)" >&2
  exit 1
fi

echo "Installing system package(s) needed by the test suites: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
for entry in "$@"; do
  command="${entry#*:}"
  if ! command -v "$command" >/dev/null 2>&1; then
    echo "Installed ${entry%%:*} but ${command} is still missing" >&2
    exit 1
  fi
done
