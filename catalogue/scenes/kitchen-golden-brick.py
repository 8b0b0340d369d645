"""Kitchen, golden hour: one piece on white-painted brick above a charcoal counter, low sun from a window on the left falling across an open shelf."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=3.6, height=2.8, depth=4.5, wall=mat.upright(mat.brick("white brick", "#ebe6dc", mortar="#e0dacf", painted=True)),
                    side_wall=mat.paint("white", "#ebe7df"), floor=mat.planks("honey oak", "#c99a63", "#8d6238"))
shell.window("left", centre=-0.95, width=1.1, height=1.4, sill=1.0)
shell.close(skirting=False)
build.daylight(elevation=8, azimuth=260, strength=1.2)
rng = build.scatter(41)

# The counter: charcoal slab doors with black bar handles under a walnut butcher-block top, a sink and a tap.
charcoal = mat.matte("charcoal", "#3a3c3e", 0.45)
black = mat.metal("black steel", "#1b1b1b", 0.4)
walnut = mat.wood("walnut top", "#7a5035", "#4a2e1e")
build.box("plinth", (3.6, 0.55, 0.1), (0, -0.3, 0), mat.matte("plinth", "#222222", 0.7), bevel=0)
build.box("carcass", (3.6, 0.6, 0.8), (0, -0.3, 0.1), charcoal, bevel=0)
for i in range(6):
    x = -1.5 + 0.6 * i
    build.box(f"door {i}", (0.594, 0.02, 0.78), (x, -0.61, 0.11), charcoal, bevel=0.004)
    build.rod(f"handle {i}", (x - 0.15, -0.635, 0.82), (x + 0.15, -0.635, 0.82), 0.006, black)
build.box("worktop", (3.6, 0.64, 0.04), (0, -0.32, 0.9), walnut, bevel=0.005)
top = 0.94
# An inset sink seen from the counter's height: a brushed rim round the basin's shadowed opening.
build.box("sink rim", (0.52, 0.38, 0.003), (0.95, -0.33, top), mat.metal("steel sink", "#8d8f90", 0.45), bevel=0.006)
build.box("sink basin", (0.46, 0.32, 0.002), (0.95, -0.33, top + 0.002), mat.matte("basin in shadow", "#3b3d3f", 0.35), bevel=0.004)
build.rod("tap riser", (0.95, -0.07, top), (0.95, -0.07, top + 0.3), 0.013, black)
build.rod("tap spout", (0.95, -0.07, top + 0.3), (0.95, -0.26, top + 0.26), 0.011, black)

# The open shelf in the sun on the right: plates, bowls, a jar and a trailing plant.
build.box("shelf", (1.1, 0.24, 0.04), (1.05, -0.12, 1.52), walnut, bevel=0.004)
for i in range(2):
    build.rod(f"shelf bracket {i}", (0.6 + 0.9 * i, -0.02, 1.52), (0.6 + 0.9 * i, -0.2, 1.52), 0.006, black)
stoneware = mat.matte("oat stoneware", "#e6dccb", 0.35)
for i in range(5):
    build.cylinder(f"plate {i}", 0.12, 0.014, (0.68, -0.13, 1.56 + 0.016 * i), stoneware, bevel=0.005, radius_top=0.13)
for i in range(3):
    build.cylinder(f"bowl {i}", 0.045, 0.05, (0.98, -0.12, 1.56 + 0.04 * i), mat.matte(f"glaze {i}", ("#3d4a55", "#c9a27a", "#e9e4d8")[i], 0.3), radius_top=0.08)
build.jar("shelf jar", (1.22, -0.12, 1.56), 0.05, 0.2, mat.matte("oats", "#d8c49a", 0.9), lid=walnut)
build.plant("pothos", (1.46, -0.12, 1.56), rng, height=0.23, spread=0.22, leaves=30, pot=mat.matte("terracotta", "#b4694a", 0.85),
            pot_radius=0.065, pot_height=0.11, leaf_size=0.09)

# On the worktop: boards and a bottle to the left of the piece, a low bowl of apricots under it.
for i, (w, h, x) in enumerate(((0.3, 0.42, -1.25), (0.24, 0.34, -1.1))):
    board = build.box(f"board {i}", (w, 0.02, h), (x, -0.08 - 0.03 * i, top), mat.wood(f"board {i}", "#c9a06d", "#8b6240"), bevel=0.008)
    board.rotation_euler.x = math.radians(-9)
build.cylinder("oil bottle", 0.035, 0.24, (-0.86, -0.2, top), mat.glass("olive glass", "#8a8f4a", 0.05), radius_top=0.03)
build.cylinder("salt pig", 0.055, 0.09, (-0.72, -0.3, top), stoneware, radius_top=0.045)
build.cylinder("fruit bowl", 0.07, 0.06, (-0.3, -0.36, top), stoneware, radius_top=0.15)
for i in range(6):
    a = 2 * math.pi * i / 6
    build.sphere(f"apricot {i}", 0.032, (-0.3 + 0.07 * math.cos(a), -0.36 + 0.07 * math.sin(a), top + 0.075), mat.matte("apricot", "#e08a3c", 0.5))
build.box("tea towel", (0.22, 0.012, 0.38), (0.3, -0.63, 0.5), mat.fabric("linen towel", "#d9cfbd", weave_scale=220), bevel=0.004)

place = ArtPlace(centre_x=-0.35, centre_z=1.56, width=0.5, height=0.7)
camera(at=(0.0, -3.0, 1.3), target=(0.0, 0, 1.3), lens=28, shift_y=0.02)
render_room({"id": "kitchen-golden-brick", "name": "White Brick Kitchen at Golden Hour", "roomType": "Kitchen", "light": "golden-hour", "wall": "brick", "orientation": "straight-on", "color": "Walnut", "exposure": 1.2}, [place], options)
