"""Kitchen, daylight: one piece on a lime-plaster wall above an oak bench and dining table, sage cabinets with jars and a board beside it."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.4, height=2.8, depth=5.0, wall=mat.plaster("lime plaster", "#ebe2d3", "#cdbfa8"), floor=mat.planks("limed oak", "#d9c3a2", "#a88a66", plank_width=0.2))
shell.window("left", centre=-1.4, width=1.2, height=1.5, sill=0.95)
shell.close()
build.daylight(elevation=34, azimuth=195, strength=1.0)
rng = build.scatter(31)

# The bench against the wall with linen cushions, the oak table in front of it, two chairs on the near side.
oak = mat.wood("oak", "#c49b6c", "#8a6441")
build.box("bench seat", (1.5, 0.38, 0.05), (-0.5, -0.22, 0.4), oak, bevel=0.01)
for i, x in enumerate((-1.15, 0.15)):
    build.box(f"bench trestle {i}", (0.05, 0.32, 0.4), (x, -0.22, 0), oak, bevel=0.008)
for i, (x, colour, turn) in enumerate(((-0.95, "#c7b9a0", -6), (-0.55, "#8e9a8a", 4))):
    build.cushion(f"bench cushion {i}", (0.4, 0.12, 0.38), (x, -0.09, 0.46), mat.fabric(f"linen {i}", colour), puff=0.5, rotation=(-12, 0, turn))
build.table("table", (1.6, 0.82, 0.04), 0.75, (-0.5, -0.85), oak, oak, leg=0.06, inset=0.1)
for i, x in enumerate((-0.95, -0.05)):
    build.chair(f"chair {i}", (x, -1.52), 176 + 8 * i, mat.wood(f"black chair {i}", "#2a2522", "#141210"))

# On the table: a stoneware bowl of lemons, a carafe, a jug of olive branches, kept below the
# print as the camera sees it (nothing stands in front of an art place: the art is drawn over the photo).
build.cylinder("fruit bowl", 0.06, 0.07, (-0.75, -0.85, 0.75), mat.matte("white stoneware", "#ece7de", 0.35), radius_top=0.14)
lemon = mat.matte("lemon skin", "#e2b93b", 0.45)
for i in range(5):
    a = 2 * math.pi * i / 5
    build.sphere(f"lemon {i}", 0.04, (-0.75 + 0.06 * math.cos(a), -0.85 + 0.06 * math.sin(a), 0.84 + 0.01 * (i % 2)), lemon, scale=(1.25, 1, 1), rotation=(0, 0, a))
# Stoneware, not glass: 32 samples leave a glass carafe's refractions as sparkles.
build.cylinder("carafe", 0.05, 0.24, (-0.25, -0.7, 0.75), mat.matte("grey stoneware", "#8f948c", 0.3), radius_top=0.03)
build.cylinder("jug", 0.07, 0.18, (0.0, -0.95, 0.75), mat.matte("green glaze", "#6f7d5a", 0.3), radius_top=0.055)
build.plant("olive branches", (0.0, -0.95, 0.8), rng, height=0.3, spread=0.14, leaves=60, leaf_material=mat.leaf("olive", "#7b8a63"), pot_radius=0.001, pot_height=0.1,
            leaf_size=0.06)

# Sage cabinets with a pale stone worktop on the right, a board, jars and herbs on it.
sage = mat.matte("sage cabinet", "#9ba28b", 0.5)
brass = mat.metal("brass", "#b08d57", 0.3)
build.box("plinth", (1.5, 0.54, 0.1), (1.45, -0.29, 0), mat.matte("plinth", "#3a3a36", 0.7), bevel=0)
build.box("carcass", (1.5, 0.58, 0.78), (1.45, -0.29, 0.1), sage, bevel=0)
for i in range(3):
    x = 0.95 + 0.5 * i
    build.box(f"door {i}", (0.494, 0.022, 0.76), (x, -0.59, 0.11), sage, bevel=0.006)
    build.box(f"door panel {i}", (0.36, 0.006, 0.6), (x, -0.6, 0.19), sage, bevel=0.004)
    build.rod(f"handle {i}", (x + 0.2, -0.625, 0.62), (x + 0.2, -0.625, 0.78), 0.007, brass)
build.box("worktop", (1.52, 0.63, 0.035), (1.44, -0.315, 0.88), mat.matte("stone worktop", "#e8e3da", 0.25), bevel=0.004)
board = build.box("cutting board", (0.34, 0.022, 0.46), (0.92, -0.06, 0.915), oak, bevel=0.008)
board.rotation_euler.x = math.radians(-8)
contents = [mat.matte("pasta", "#e3c98a", 0.8), mat.matte("lentils", "#9a5a36", 0.8), mat.matte("rice", "#efeae0", 0.8)]
for i, (h, r) in enumerate(((0.22, 0.055), (0.17, 0.05), (0.13, 0.045))):
    build.jar(f"jar {i}", (1.28 + 0.12 * i, -0.14, 0.915), r, h, contents[i], lid=oak)
build.plant("basil", (1.85, -0.24, 0.915), rng, height=0.28, spread=0.08, leaves=30, pot=mat.matte("terracotta", "#b8704b", 0.8),
            pot_radius=0.07, pot_height=0.12, leaf_size=0.08)
build.mug("mug", (1.55, -0.45, 0.915), mat.matte("cream glaze", "#efe8da", 0.2))
build.box("tea towel", (0.2, 0.012, 0.36), (1.0, -0.63, 0.48), mat.fabric("striped towel", "#d8d2c4", weave_scale=200), bevel=0.004)

place = ArtPlace(centre_x=-0.5, centre_z=1.6, width=0.7, height=0.9)
camera(at=(0.95, -3.0, 1.4), target=(-0.5, 0, 1.4), lens=28)
render_room({"id": "kitchen-dining-plaster", "name": "Plaster Kitchen with Oak Bench", "roomType": "Kitchen", "light": "daylight", "wall": "plaster", "orientation": "angled", "color": "Natural", "exposure": 1.5}, [place], options)
