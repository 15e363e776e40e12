#!/usr/bin/python3
"""Subset Inter and Noto Sans Arabic (from @fontsource-variable) to the characters the site can show.

Run from the repository root with Debian's fontTools (apt-get install fonttools python3-brotli),
after fetching the source faces without saving them as dependencies:
    npm install --no-save @fontsource-variable/inter@5.3.0 @fontsource-variable/noto-sans-arabic@5.3.0
    /usr/bin/python3 scripts/font-subset.py
It writes three committed woff2 files to app/fonts/; the build never runs this script.

- inter-latin.woff2: Basic Latin, Latin-1, General Punctuation and the symbols technical copy uses
  (minus sign, euro, trade mark, arrows), with Inter's variable weight axis cut to the weights the
  CSS uses (400 to 800).
- inter-latin-ext-a.woff2: Latin Extended-A (names such as Marković), declared with a unicode-range
  so a browser fetches it only for a page that shows one of these letters.
- noto-sans-arabic.woff2 (Arabic pages only): the whole basic Arabic block, so text translators add
  later keeps rendering, the presentation forms B (the letters' contextual forms and lam-alef, which
  shaping reaches through GSUB anyway), the joiners and direction marks; no Latin (Inter sets the
  identifiers and digits). Weights cut to 400-700 (38 KB, against 52 KB up to 800: only the digits
  of PointGrid ask for 800, and they are Inter's). app/fonts/arabic.ts declares the same
  ranges as its unicode-range (ARABIC below, kept in step by tests/unit/font.test.ts).
"""
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

SOURCE = Path("node_modules/@fontsource-variable/inter/files")
OUT = Path("app/fonts")
WEIGHTS = (400, 800)
FEATURES = ["calt", "ccmp", "kern", "liga", "locl", "mark", "mkmk", "tnum"]

LATIN = [
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement: © ° ² · × and accented letters
    (0x2000, 0x206F),  # General Punctuation: – — ‘ ’ “ ” • … ‰ and spaces
    (0x20AC, 0x20AC),  # €
    (0x2122, 0x2122),  # ™
    (0x2190, 0x2193),  # ← ↑ → ↓
    (0x2212, 0x2212),  # − (minus sign)
    (0x2215, 0x2215),  # ∕
]
LATIN_EXT_A = [(0x0100, 0x017F)]
ARABIC = [
    (0x0600, 0x06FF),  # Arabic: letters, marks, ، ؛ ؟ ٪, Arabic-Indic digits
    (0x200C, 0x200F),  # zero-width non-joiner and joiner, left-to-right and right-to-left marks
    (0xFE70, 0xFEFF),  # Arabic Presentation Forms-B: contextual forms, lam-alef ligatures
]
ARABIC_FEATURES = ["ccmp", "isol", "init", "medi", "fina", "rlig", "liga", "calt", "locl", "kern", "mark", "mkmk"]


def code_points(ranges):
    return [cp for start, end in ranges for cp in range(start, end + 1)]


def build(source: str, ranges, target: str, directory=SOURCE, features=FEATURES, weights=WEIGHTS):
    font = TTFont(directory / source)
    options = subset.Options()
    options.layout_features = features
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=code_points(ranges))
    subsetter.subset(font)
    font = instancer.instantiateVariableFont(font, {"wght": weights})
    font.flavor = "woff2"
    font.save(OUT / target)
    print(f"{target}: {len(font.getBestCmap())} characters, {(OUT / target).stat().st_size} bytes")


build("inter-latin-wght-normal.woff2", LATIN, "inter-latin.woff2")
build("inter-latin-ext-wght-normal.woff2", LATIN_EXT_A, "inter-latin-ext-a.woff2")
build(
    "noto-sans-arabic-arabic-wght-normal.woff2",
    ARABIC,
    "noto-sans-arabic.woff2",
    Path("node_modules/@fontsource-variable/noto-sans-arabic/files"),
    ARABIC_FEATURES,
    (400, 700),
)
