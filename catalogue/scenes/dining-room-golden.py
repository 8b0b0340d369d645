"""Dining room, golden hour: one piece on a terracotta wall above a walnut sideboard, a round table with four chairs, a pendant (off), low sun from the right."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.6, height=2.7, depth=5.0, wall=mat.paint("terracotta", "#b4704f"), floor=mat.planks("honey oak", "#c69a68", "#8a603c"), side_wall=mat.paint("warm white", "#eae1d3"))
shell.window("right", centre=-1.8, width=1.3, height=1.7, sill=0.7)
shell.close()
build.daylight(elevation=8, azimuth=-30, strength=1.3)
build.sun(elevation=8, azimuth=-30, strength=3.5, kelvin=2900)
rng = build.scatter(17)

# A walnut sideboard with two stoneware vases (one with dried grasses) and a low bowl, kept clear of the frame.
walnut = mat.wood("walnut", "#7d5436", "#46291a")
build.sideboard("sideboard", (-0.2, -0.24, 0), (1.6, 0.44, 0.78), walnut, walnut, doors=2)
build.lathe("tall vase", [(0.05, 0), (0.09, 0.1), (0.1, 0.2), (0.05, 0.34), (0.04, 0.42)], (-0.85, -0.24, 0.805), mat.matte("cream stoneware", "#e6dccb", 0.6))
grass = mat.matte("dried grass", "#d3b988", 0.8)
for i in range(7):
    tip = (-0.85 + rng.uniform(-0.3, 0.02), -0.24 + rng.uniform(-0.06, 0.06), 1.45 + rng.uniform(0, 0.35))
    build.rod(f"grass {i}", (-0.85, -0.24, 1.15), tip, 0.003, grass)
    build.sphere(f"plume {i}", 0.05, tip, grass, scale=(0.5, 0.5, 1.6))
build.lathe("round vase", [(0.04, 0), (0.1, 0.08), (0.09, 0.16), (0.03, 0.2), (0.032, 0.22)], (0.35, -0.2, 0.805), mat.matte("rust glaze", "#8f4a2e", 0.35))
build.lathe("low bowl", [(0.04, 0), (0.1, 0.03), (0.13, 0.05)], (0.1, -0.28, 0.805), mat.matte("ash glaze", "#cfc8bb", 0.4))

# A round walnut table on a turned pedestal, four chairs with linen pads, a jug of flowers; the pendant over it, off.
tx, ty = 0.35, -2.1
build.box("rug", (2.6, 2.4, 0.014), (tx, ty, 0), mat.fabric("wool rug", "#d7c9b2", weave_scale=120), bevel=0.005)
build.cylinder("table top", 0.6, 0.035, (tx, ty, 0.705), walnut, bevel=0.01, vertices=96)
build.lathe("table pedestal", [(0.3, 0), (0.28, 0.04), (0.1, 0.12), (0.08, 0.5), (0.14, 0.66), (0.18, 0.705)], (tx, ty, 0), walnut, thickness=0)
seat = mat.fabric("linen pads", "#d9cdb8")
oak = mat.wood("chair oak", "#b68d60", "#7b5637")
for i, turn in enumerate((20, 110, 200, 290)):
    a = math.radians(turn)
    build.dining_chair(f"chair {i}", (tx - 0.72 * math.sin(a), ty + 0.72 * math.cos(a), 0), turn + rng.uniform(-6, 6), oak, seat)
build.lathe("jug", [(0.05, 0), (0.07, 0.07), (0.05, 0.16), (0.045, 0.2)], (tx, ty, 0.74), mat.matte("white jug", "#efebe3", 0.3))
for i in range(9):
    at = (tx + rng.uniform(-0.1, 0.1), ty + rng.uniform(-0.1, 0.1), 0.98 + rng.uniform(0, 0.09))
    build.rod(f"flower stem {i}", (tx, ty, 0.9), at, 0.003, mat.matte("stem green", "#5b6e3c", 0.6))
    build.sphere(f"flower {i}", 0.03, at, build.matte_cached(["#f1e6cf", "#e6b98f", "#c9694a"][i % 3]), scale=(1, 1, 0.7))
build.pendant("pendant", (tx, ty, 2.7), 0.95, mat.matte("olive enamel", "#59603f", 0.35), radius=0.24, on=False)
build.plant("window plant", (1.85, -3.1, 0), rng, height=1.4, spread=0.4, leaves=36, leaf_size=0.24, pot=mat.matte("terracotta pot", "#a9613f", 0.8))

# One 70 × 90 cm frame, centred over the sideboard, its bottom 25 cm above it.
place = ArtPlace(centre_x=-0.2, centre_z=1.505, width=0.70, height=0.90)
camera(at=(-2.0, -4.3, 1.35), target=(0.3, 0, 1.35), lens=28, shift_y=0.03)
render_room({"id": "dining-room-golden", "name": "Terracotta Dining Room at Sunset", "roomType": "Dining Room", "light": "golden-hour", "wall": "paint", "orientation": "angled", "color": "Natural", "exposure": 1.9}, [place], options)
