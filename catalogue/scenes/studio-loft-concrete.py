"""Studio loft, daylight: one large piece on a concrete wall of an artist's loft, a paint-worn worktable with jars and brushes, a stool, plants, tall windows."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=6.0, height=3.4, depth=6.0, wall=mat.concrete("loft concrete", "#aaa59c"), side_wall=mat.paint("loft white", "#e9e6df"),
                    floor=mat.planks("worn pine", "#bf9f78", "#8a6c4d", plank_width=0.22), skirting="#e9e6df")
shell.window("left", centre=-1.5, width=2.2, height=2.5, sill=0.55)
shell.window("left", centre=-4.1, width=2.2, height=2.5, sill=0.55)
shell.close()
build.daylight(elevation=35, azimuth=290, strength=1.0)
rng = build.scatter(81)

# The worktable on the right: a thick pine top on trestles, paint jars, brushes in a can, rags, a palette board.
pine = mat.wood("work pine", "#c9a77c", "#94714d")
build.table("worktable", (1.8, 0.85, 0.05), 0.86, (1.75, -0.9), pine, mat.metal("grey steel", "#4a4b4c", 0.5), leg=0.05, inset=0.08)
paints = ["#c8442f", "#2f5d8a", "#e2b33c", "#f0ede6", "#2f6b4f", "#1d1d1d"]
can = mat.metal("tin can", "#9a9c9e", 0.35)
# Screw-top paint jars, nearly full: an open, half-empty glass jar let the sun into its empty top,
# which 32 samples drew as a spray of sparkles over the paint.
for i, colour in enumerate(paints):
    build.jar(f"paint jar {i}", (1.2 + 0.1 * i, -0.62 + 0.04 * (i % 2), 0.86), 0.04, 0.1, mat.matte(f"paint {i}", colour, 0.35), fill=0.85, lid=can)
build.cylinder("brush can", 0.055, 0.15, (1.95, -0.58, 0.86), can)
for i in range(7):
    a = 2 * math.pi * i / 7
    tip = (1.95 + 0.06 * math.cos(a), -0.58 + 0.06 * math.sin(a), 1.2 + 0.03 * (i % 3))
    build.rod(f"brush {i}", (1.95 + 0.02 * math.cos(a), -0.58 + 0.02 * math.sin(a), 0.88), tip, 0.005, mat.matte(f"brush {i}", ("#b58a55", "#222222", "#a7312a")[i % 3], 0.4))
build.box("palette board", (0.42, 0.32, 0.012), (1.55, -1.05, 0.86), mat.plaster("paint-worn board", "#dcd3c2", "#8c7d6a"), bevel=0.004, rotate_z=-10)
build.box("rag", (0.26, 0.2, 0.02), (2.25, -1.1, 0.86), mat.fabric("rag", "#cfc8bb", weave_scale=200), bevel=0.009, rotate_z=20)
build.books("sketchbooks", (2.3, -0.62, 0.86), 3, rng, ["#2b2b2b", "#b79b6b", "#e6e0d2"], lying=True)

# A wooden stool, canvases leaning against the wall on the left, plants by the windows.
build.cylinder("stool seat", 0.17, 0.035, (1.0, -1.55, 0.62), pine, bevel=0.01)
for i in range(3):
    a = 2 * math.pi * i / 3 + 0.4
    build.rod(f"stool leg {i}", (1.0 + 0.2 * math.cos(a), -1.55 + 0.2 * math.sin(a), 0), (1.0 + 0.11 * math.cos(a), -1.55 + 0.11 * math.sin(a), 0.62), 0.016, pine)
linen = mat.fabric("raw canvas", "#ddd3c0", weave_scale=260)
for i, (x, w, h) in enumerate(((-1.9, 0.7, 0.9), (-1.75, 0.5, 0.6), (-1.15, 0.55, 0.7))):
    canvas = build.box(f"canvas {i}", (w, 0.025, h), (x, -0.08 - 0.06 * i, 0), linen, bevel=0.004)
    canvas.rotation_euler.x = math.radians(-7)
# An easel by the window with a canvas in progress.
ex, ey = -1.7, -1.3
for i, (dx, dy) in enumerate(((-0.3, -0.12), (0.3, -0.12), (0.0, 0.45))):
    build.rod(f"easel leg {i}", (ex + dx, ey + dy, 0), (ex + dx * 0.25, ey + 0.05 * (i == 2), 1.85), 0.016, pine)
build.box("easel ledge", (0.7, 0.07, 0.025), (ex, ey - 0.1, 0.82), pine, bevel=0.004)
easel_canvas = build.box("easel canvas", (0.6, 0.025, 0.75), (ex, ey - 0.12, 0.845), mat.plaster("underpainting", "#d9c7a4", "#9a6e4e"), bevel=0.003)
easel_canvas.rotation_euler.x = math.radians(-8)
for i, (at, height) in enumerate((((-2.55, -0.6, 0), 2.08), ((-2.6, -2.7, 0), 1.48))):
    build.plant(f"plant {i}", at, rng, height=height, spread=0.4, leaves=70, pot=mat.matte(f"pot {i}", ("#b46f4c", "#d9d3c8")[i], 0.8),
                pot_radius=0.2, pot_height=0.38, leaf_size=0.26)

place = ArtPlace(centre_x=-0.3, centre_z=1.75, width=0.9, height=1.2)
camera(at=(1.5, -4.2, 1.45), target=(-0.7, 0, 1.45), lens=27)
render_room({"id": "studio-loft-concrete", "name": "Artist's Concrete Loft", "roomType": "Studio Loft", "light": "daylight", "wall": "concrete", "orientation": "angled", "color": "Natural", "exposure": 1.0}, [place], options)
