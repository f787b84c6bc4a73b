#!/usr/bin/env python3
"""Writes Sources/QuickGlyphReport/AdwaitaIcons.swift: the paths of every Adwaita
symbolic icon IconLookalike names, read from the installed adwaita-icon-theme
(Debian's package; /usr/share/icons/Adwaita/scalable, or the folder given).

Only geometry is kept: each <path>'s d and fill-rule, in document order. Fills,
opacities and groups are dropped, because the menu draws a lookalike in one ink,
as iOS draws its own icons. AdwaitaLookalikeTests checks the file against the theme.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

root = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/icons/Adwaita/scalable"
here = os.path.dirname(os.path.abspath(__file__))
table = open(os.path.join(here, "../Sources/QuickGlyphItems/IconLookalike.swift"), encoding="utf-8").read()
names = sorted(set(re.findall(r'return "([a-z0-9-]+)"', table)) | set(re.findall(r':\s*"([a-z0-9-]+)"', table)))

def find(name):
    for folder in sorted(os.listdir(root)):
        path = os.path.join(root, folder, name + "-symbolic.svg")
        if os.path.isfile(path):
            return folder, path
    sys.exit(f"{name}-symbolic.svg is not in {root}: install adwaita-icon-theme")

lines = []
for name in names:
    folder, path = find(name)
    svg = ET.parse(path).getroot()
    if svg.get("viewBox") != "0 0 16 16":
        sys.exit(f"{path}: viewBox {svg.get('viewBox')}, not 0 0 16 16")
    paths = []
    for element in svg.iter():
        tag = element.tag.split("}")[-1]
        if tag not in ("svg", "g", "path"):
            sys.exit(f"{path}: <{tag}> is not a path")
        if element.get("transform"):
            sys.exit(f"{path}: a transform")
        if tag == "path":
            even = element.get("fill-rule") == "evenodd"
            paths.append(f'.init(d: "{element.get("d")}", evenOdd: {str(even).lower()})')
    lines.append(f'        "{name}": Icon(folder: "{folder}", paths: [\n' + ",\n".join("            " + p for p in paths) + "]),")

out = os.path.join(here, "../Sources/QuickGlyphReport/AdwaitaIcons.swift")
with open(out, "w", encoding="utf-8") as f:
    f.write('''// The paths below are from GNOME's adwaita-icon-theme 43 (Debian's adwaita-icon-theme
// package, /usr/share/icons/Adwaita/scalable/FOLDER/NAME-symbolic.svg), © the GNOME
// Project's icon artists (Jakub Steiner, Lapo Calamandrei, Hylke Bons and others), used under
// the GNU LGPL v3, one of the theme's two licences (the other is CC BY-SA 3.0 US), which lets
// them be part of this GPL-3.0 program. Written by scripts/adwaita-lookalikes.py; do not edit.

/// The few Adwaita symbolic icons `IconLookalike` names, as data: each a 16 px square of
/// paths, drawn in one ink. Kept in the source rather than read from the theme at run
/// time, so a report or a preview draws the same on every machine, a Mac included, and
/// never depends on a path that may be missing.
public enum AdwaitaIcons {
    /// One `<path>`: its data, and whether it fills by the even-odd rule (else nonzero).
    public struct Path: Sendable, Equatable {
        public var d: String
        public var evenOdd: Bool
    }

    /// An icon: the theme's folder it is in (`actions`, `status`), and its paths in document order.
    public struct Icon: Sendable, Equatable {
        public var folder: String
        public var paths: [Path]
    }

    /// The side of the square every icon is drawn in.
    public static let side = 16.0

    /// By name without `-symbolic`.
    public static let icons: [String: Icon] = [
''' + "\n".join(lines) + "\n    ]\n}\n")
print(f"{len(names)} icons written to {os.path.relpath(out)}")
