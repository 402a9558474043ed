#!/usr/bin/env bash
# Collect every translatable string of the app into the translation template
# (resources/translations/alcazaba.ts), bring each language's alcazaba_<lang>.ts in step with it
# (keeping its translations) and compile the .qm files the app loads.
set -euo pipefail
cd "$(dirname "$0")/.."
pyside6-lupdate $(find gui -name '*.py' | sort) -no-obsolete -ts resources/translations/alcazaba.ts
python tools/translation_catalogues.py
