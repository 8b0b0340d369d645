"""Dining room, daylight: four frames in a 2 × 2 grid on lime plaster above an oak sideboard, a table laid for six, window on the left."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.6, height=2.8, depth=5.2, wall=mat.plaster("lime plaster", "#ebe3d6", "#cdbfa9"), floor=mat.planks("oak", "#c5a07a", "#8a6646", plank_width=0.16))
shell.window("left", centre=-2.2, width=1.5, height=1.95, sill=0.55)
shell.close()
build.daylight(elevation=32, azimuth=192, strength=1.4)
rng = build.scatter(14)

# The sideboard against the art wall, styled: a tall vase of branches to the left, books and a bowl to the right (below the frames' sight line).
oak = mat.wood("oak", "#c59d6e", "#8b6440", scale=2.5)
build.sideboard("sideboard", (0, -0.24, 0), (1.7, 0.45, 0.78), oak, mat.metal("black legs", "#1e1e1e", 0.45))
build.lathe("tall vase", [(0.06, 0), (0.1, 0.1), (0.11, 0.22), (0.06, 0.34), (0.045, 0.4)], (-0.66, -0.24, 0.805), mat.matte("speckled clay", "#d8cdb9", 0.6))
twig = mat.wood("branches", "#6d5842", "#3c2f22")
leaves = mat.leaf("eucalyptus", "#7d9484")
for i in range(6):
    tip = (-0.72 + rng.uniform(-0.28, 0.06), -0.24 + rng.uniform(-0.08, 0.08), 1.45 + rng.uniform(0, 0.3))
    build.rod(f"branch {i}", (-0.66, -0.24, 1.15), tip, 0.004, twig)
    for j in range(5):
        t = 0.4 + 0.12 * j
        at = (-0.66 + (tip[0] + 0.66) * t, -0.24 + (tip[1] + 0.24) * t, 1.15 + (tip[2] - 1.15) * t)
        build.sphere(f"leaf {i}.{j}", 0.03, at, leaves, scale=(1, 0.25, 1), rotation=(0, 0, rng.uniform(0, 3.1)))
build.books("sideboard book", (0.5, -0.26, 0.805), 3, rng, ["#d6c8ae", "#39454b", "#9b5a3c"], lying=True)
build.lathe("fruit bowl", [(0.05, 0), (0.13, 0.04), (0.17, 0.08)], (0.15, -0.22, 0.805), mat.matte("white glaze", "#eeeae2", 0.25))
for i in range(4):
    build.sphere(f"lemon {i}", 0.035, (0.15 + rng.uniform(-0.07, 0.07), -0.22 + rng.uniform(-0.06, 0.06), 0.87), mat.matte("lemon", "#e0b934", 0.4), scale=(1, 1, 0.8))
brass = mat.metal("brass", "#b38e57", 0.25)
build.cylinder("floor lamp base", 0.15, 0.025, (1.3, -0.35, 0), brass)
build.rod("floor lamp stem", (1.3, -0.35, 0.02), (1.3, -0.35, 1.45), 0.011, brass)
build.lathe("floor lamp shade", [(0.22, 1.36), (0.17, 1.62)], (1.3, -0.35, 0), mat.lampshade("floor lamp linen"), thickness=0.003)

# The table for six: oak top, chairs with linen seat pads, a linen runner, a low bowl and two candlesticks.
build.box("rug", (3.0, 2.2, 0.014), (-0.95, -2.15, 0), mat.fabric("flat-weave rug", "#cdbfa8", weave_scale=110), bevel=0.005)
build.dining_table("table", (-0.95, -2.15, 0), (1.8, 0.92), oak)
seat = mat.fabric("linen seat", "#b9ad98")
chairs = [(-1.4, -1.5, 0), (-0.5, -1.5, 0), (-1.4, -2.8, 180), (-0.5, -2.8, 180), (-2.08, -2.15, 90), (0.18, -2.15, -90)]
for i, (cx, cy, turn) in enumerate(chairs):
    build.dining_chair(f"chair {i}", (cx, cy, 0), turn + rng.uniform(-4, 4), oak, seat)
build.box("runner", (1.5, 0.36, 0.004), (-0.95, -2.15, 0.74), mat.fabric("runner linen", "#e5ded0", weave_scale=300), bevel=0)
build.lathe("table bowl", [(0.06, 0), (0.15, 0.05), (0.2, 0.09)], (-0.95, -2.15, 0.744), mat.matte("stoneware bowl", "#6f6a62", 0.5))
for i, cx in enumerate((-1.45, -0.45)):
    build.lathe(f"candlestick {i}", [(0.04, 0), (0.04, 0.01), (0.012, 0.03), (0.01, 0.17), (0.025, 0.18)], (cx, -2.15, 0.744), brass, thickness=0)
    build.cylinder(f"candle {i}", 0.011, 0.14, (cx, -2.15, 0.924), mat.matte(f"candle wax {i}", "#f1ece0", 0.5))

build.plant("corner fig", (-1.85, -0.5, 0), rng, height=1.7, spread=0.45, leaves=44, leaf_size=0.25, pot=mat.matte("basket pot", "#a58a62", 0.9), pot_radius=0.21)

# Four 40 × 50 cm frames, 7 cm apart, the grid centred over the sideboard, its bottom 25 cm above it.
places = [ArtPlace(centre_x=x, centre_z=z, width=0.40, height=0.50) for z in (1.88, 1.31) for x in (-0.235, 0.235)]
camera(at=(1.6, -3.7, 1.3), target=(-0.35, 0, 1.3), lens=28, shift_y=0.05)
render_room({"id": "gallery-wall-dining", "name": "Four Over the Sideboard", "roomType": "Dining Room", "light": "daylight", "wall": "plaster", "orientation": "angled", "color": "Walnut", "exposure": 2.3}, places, options)
