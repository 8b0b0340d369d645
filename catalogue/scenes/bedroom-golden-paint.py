"""Bedroom, golden hour: a portrait piece above an oak dresser on a mushroom-painted wall, low sun raking in from a side window, a green velvet armchair."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.0, height=2.7, depth=4.6, wall=mat.paint("mushroom", "#cdc3b5"),
                    floor=mat.planks("oak", "#c29a6e", "#85603f", plank_width=0.18))
shell.window("left", centre=-1.4, width=1.2, height=1.6, sill=0.7)
shell.close()
build.daylight(elevation=7, azimuth=237, strength=1.0)

# The dresser: an oak carcass, six drawers with shadow gaps and leather pulls, a plinth.
oak = mat.wood("oak", "#c49a6c", "#8a6442")
oak_fronts = mat.wood("oak fronts", "#c99f70", "#8a6442")
pull = mat.leather("tan leather pull", "#8a5a34")
dx0, dy, dw = -0.35, -0.24, 1.2
build.box("dresser plinth", (dw - 0.06, 0.4, 0.08), (dx0, dy + 0.02, 0), mat.matte("shadow plinth", "#3a2f26", 0.6), bevel=0.003)
build.box("dresser carcass", (dw, 0.46, 0.78), (dx0, dy, 0.08), oak, bevel=0.008)
for row in range(3):
    for col in range(2):
        x = dx0 - dw / 4 + col * dw / 2
        z = 0.11 + row * 0.245
        build.box(f"drawer {row} {col}", (dw / 2 - 0.03, 0.012, 0.23), (x, dy - 0.234, z), oak_fronts, bevel=0.003)
        build.box(f"pull {row} {col}", (0.1, 0.012, 0.018), (x, dy - 0.246, z + 0.17), pull, bevel=0.004)

# On the dresser: dried grasses in a stoneware jug, a stack of books, a tray with a candle.
top = 0.86
rng = build.scatter(17)
# The grasses lean right, away from the art, so none stands in front of it.
jx = dx0 + 0.47
build.cylinder("jug", 0.08, 0.3, (jx, dy, top), mat.matte("speckled stoneware", "#e4dccd", 0.5), radius_top=0.05)
grass = mat.matte("dried grass", "#d6c29a", 0.8)
for i in range(9):
    a = rng.uniform(0.15, 1.2)
    tip = (jx + 0.3 * math.cos(a), dy - 0.05 * rng.random(), top + 0.35 + 0.4 * math.sin(a))
    build.rod(f"stem {i}", (jx, dy, top + 0.28), tip, 0.0025, grass)
    build.sphere(f"plume {i}", 0.045, tip, grass, scale=(0.5, 0.5, 1.6))
build.books("book", (dx0 - 0.4, dy, top), 3, rng, ["#ece3d2", "#58483c", "#9a6f4a"], lying=True)
build.box("tray", (0.26, 0.16, 0.015), (dx0 - 0.05, dy - 0.05, top), mat.metal("brass tray", "#b08d57", 0.3), bevel=0.004)
build.cylinder("candle", 0.03, 0.09, (dx0 - 0.05, dy - 0.05, top + 0.015), mat.matte("wax", "#efe8da", 0.4))

# A green velvet armchair by the window with a side stool and a cup; a rug; the bed against the wall at the right.
build.armchair("armchair", (-1.35, -1.15, 0), mat.fabric("green velvet", "#4f6650", weave_scale=300), oak, rotate_z=40)
build.cylinder("stool", 0.18, 0.45, (-1.5, -0.45, 0), oak, bevel=0.01)
build.cylinder("cup", 0.04, 0.08, (-1.48, -0.45, 0.45), mat.matte("white cup", "#f1eee8", 0.2))
build.box("rug", (2.4, 1.7, 0.012), (-0.2, -1.5, 0), mat.fabric("wool rug", "#d9cdb8", weave_scale=120), bevel=0.004)
build.bed("bed", (1.22, 0, 0), mat.fabric("linen frame", "#b7aa96"), mat.fabric("white linen", "#f2efe9", weave_scale=260),
          mat.fabric("clay linen", "#c58f70", weave_scale=260), width=1.4, headboard=0.95, seed=11)

place = ArtPlace(centre_x=dx0, centre_z=1.52, width=0.5, height=0.7)
camera(at=(1.45, -3.4, 1.35), target=(-0.55, 0, 1.35), lens=30, shift_y=-0.01)
render_room({"id": "bedroom-golden-paint", "name": "Bedroom in Late Sun", "roomType": "Bedroom", "light": "golden-hour", "wall": "paint", "orientation": "angled", "color": "White", "exposure": 0.85}, [place], options)
