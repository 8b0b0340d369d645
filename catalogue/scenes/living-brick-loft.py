"""Studio loft, golden hour: a cognac leather sofa under one large piece on red brick, a steel factory window on the left, plank floor."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bpy  # noqa: E402
from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.6, height=3.2, depth=5.6, wall=mat.upright(mat.brick("red brick", "#8a4634", mortar="#b9ab98")),
                    side_wall=mat.paint("loft white", "#e4dfd6"), floor=mat.planks("smoked oak", "#9a7352", "#4e3726", plank_width=0.22),
                    ceiling=mat.concrete("ceiling concrete", "#b3aea6"), skirting="#e4dfd6")
shell.window("left", centre=-1.35, width=2.2, height=2.5, sill=0.45)
shell.close()
build.daylight(elevation=9, azimuth=232, strength=1.0)

# The factory window: its frame and a grid of slender steel glazing bars, painted black.
steel = mat.metal("black steel", "#1b1b1b", 0.5)
for obj in bpy.data.objects:
    if obj.name.startswith("left glazing"):
        obj.data.materials[0] = steel
x = -2.3 - 0.06
for i in range(1, 4):
    build.box(f"window bar h{i}", (0.04, 2.2, 0.025), (x, -1.35, 0.45 + i * 2.5 / 4), steel, bevel=0.003)
for i in (1, 3):
    build.box(f"window bar v{i}", (0.04, 0.025, 2.5), (x, -2.45 + i * 2.2 / 4, 0.45), steel, bevel=0.003)

# The sofa: cognac leather cushions on a low frame, arms and slim walnut legs.
leather = mat.leather("cognac leather", "#8a4a26")
walnut = mat.wood("walnut", "#7b5238", "#4a2e1f")
sx, y = -0.7, -0.5
build.box("sofa base", (2.2, 0.92, 0.2), (sx, y, 0.14), leather, bevel=0.03)
for i, dx in enumerate((-0.51, 0.51)):
    build.cushion(f"seat cushion {i}", (1.0, 0.8, 0.14), (sx + dx, y - 0.05, 0.32), leather, puff=0.15)
    build.cushion(f"back cushion {i}", (1.0, 0.18, 0.44), (sx + dx, y + 0.34, 0.36), leather, puff=0.3)
for i, dx in enumerate((-1.03, 1.03)):
    build.box(f"arm {i}", (0.14, 0.92, 0.5), (sx + dx, y, 0.14), leather, bevel=0.05)
for i, (dx, dy) in enumerate(((-1.0, -0.38), (1.0, -0.38), (-1.0, 0.38), (1.0, 0.38))):
    build.cylinder(f"leg {i}", 0.022, 0.14, (sx + dx, y + dy, 0), walnut, radius_top=0.016)
build.box("folded throw", (0.42, 0.34, 0.07), (sx + 0.7, y - 0.12, 0.46), mat.fabric("rust wool throw", "#8e4f34", weave_scale=90), bevel=0.03, rotate_z=-6)
build.cushion("cushion", (0.44, 0.14, 0.42), (sx - 0.68, y + 0.16, 0.46), mat.fabric("ink linen cushion", "#2f3a46"), puff=0.5, rotation=(-10, 0, 10))

# A black steel side table with a candle and a vase of branches, a tall plant in the window's light, a kilim rug.
build.cylinder("side table top", 0.24, 0.025, (sx + 1.45, -0.45, 0.52), steel)
build.rod("side table stem", (sx + 1.45, -0.45, 0.0), (sx + 1.45, -0.45, 0.52), 0.015, steel)
build.cylinder("side table foot", 0.17, 0.015, (sx + 1.45, -0.45, 0.0), steel)
rng = build.scatter(5)
build.cylinder("candle jar", 0.04, 0.09, (sx + 1.55, -0.62, 0.545), mat.glass("amber glass", "#c99a5c", 0.2))
build.plant("fig", (-1.85, -0.6, 0), rng, height=2.0, spread=0.45, leaves=80, pot=mat.matte("black pot", "#262422", 0.55), pot_radius=0.22, leaf_size=0.26)
build.box("rug", (2.9, 2.0, 0.012), (sx + 0.1, -1.75, 0), mat.fabric("kilim", "#a8634a", weave_scale=140), bevel=0.004)
build.box("rug border", (3.0, 2.1, 0.008), (sx + 0.1, -1.75, 0), mat.fabric("kilim border", "#e0d3bb", weave_scale=140), bevel=0.003)

# A low walnut coffee table on hairpin legs, a bowl and books.
build.box("coffee table top", (1.2, 0.65, 0.045), (sx + 0.05, -1.85, 0.36), walnut, bevel=0.01)
for i, (dx, dy) in enumerate(((-0.52, -0.27), (0.52, -0.27), (-0.52, 0.27), (0.52, 0.27))):
    build.rod(f"hairpin {i}", (sx + 0.05 + dx, -1.85 + dy, 0), (sx + 0.05 + dx * 0.92, -1.85 + dy * 0.85, 0.36), 0.006, steel)
build.cylinder("bowl", 0.12, 0.06, (sx - 0.2, -1.9, 0.405), mat.matte("speckled bowl", "#e7e0d2", 0.3), radius_top=0.16)
build.books("table book", (sx + 0.3, -1.8, 0.405), 2, rng, ["#1f2a33", "#c8b89a"], lying=True)
# A clay vase of branches on the side table, right of the art (nothing may stand in front of it).
vx, vy = sx + 1.38, -0.5
build.cylinder("vase", 0.06, 0.28, (vx, vy, 0.545), mat.matte("clay vase", "#8b6a55", 0.7), radius_top=0.035)
twig = mat.wood("twig", "#4a3a2c", "#2b2119")
for i in range(5):
    a = rng.uniform(-0.9, 0.9)
    build.rod(f"branch {i}", (vx, vy, 0.8), (vx + 0.25 * math.cos(a), vy + 0.1 * math.sin(a), 1.25 + rng.uniform(0, 0.25)), 0.004, twig)

place = ArtPlace(centre_x=sx, centre_z=1.62, width=1.0, height=1.3)
camera(at=(-0.8, -4.5, 1.3), target=(-0.8, 0, 1.3), lens=28, shift_y=-0.02)
render_room({"id": "living-brick-loft", "name": "Brick Loft at Golden Hour", "roomType": "Studio Loft", "light": "golden-hour", "wall": "brick", "orientation": "straight-on", "color": "Black", "exposure": 0.85}, [place], options)
