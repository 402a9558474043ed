#!/usr/bin/env bash
# Collect every translatable string of the app into the translation template
# (resources/translations/alcazaba.ts); translators copy it to alcazaba_<lang>.ts, and
# `pyside6-lrelease` turns that into the .qm file the app loads at start.
set -euo pipefail
cd "$(dirname "$0")/.."
pyside6-lupdate $(find gui -name '*.py' | sort) -no-obsolete -ts resources/translations/alcazaba.ts
