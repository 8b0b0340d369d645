"""Home office, daylight: one piece above an oak desk with a spindle chair, books and a plant, on a putty wall lit from a window on the left."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=3.2, height=2.7, depth=4.0, wall=mat.paint("putty", "#dcd5c9"), floor=mat.planks("pale oak", "#d6b88f", "#a07a55"))
shell.window("left", centre=-0.75, width=0.9, height=1.45, sill=0.85)
shell.close()
build.daylight(elevation=38, azimuth=225, strength=1.0)
rng = build.scatter(11)

# The desk: a solid oak top on square legs, its back against the wall.
oak = mat.wood("oak", "#c9a06f", "#8c6440")
build.table("desk", (1.4, 0.68, 0.032), 0.75, (0.0, -0.36), oak, oak, leg=0.05)
build.chair("chair", (0.08, -0.92), 185, mat.wood("chair ash", "#b89468", "#7e5c3c"))
build.box("chair cushion", (0.4, 0.38, 0.035), (0.08, -0.93, 0.465), mat.fabric("oatmeal pad", "#cdbfa8"), bevel=0.015, rotate_z=5)

# On the desk: a row of books against the wall, a closed laptop, a notebook, a mug and the lamp (off).
build.books("shelf book", (-0.66, -0.14, 0.75), 7, rng, ["#2d3a40", "#c7b79b", "#7b3b2d", "#e4ddd0", "#53624e"])
build.box("bookend", (0.012, 0.14, 0.16), (-0.37, -0.14, 0.75), mat.metal("black steel", "#1e1e1e", 0.45), bevel=0.002)
build.box("laptop", (0.32, 0.22, 0.016), (-0.06, -0.42, 0.75), mat.metal("aluminium", "#b7b9bb", 0.35), bevel=0.006, rotate_z=-4)
build.box("notebook", (0.15, 0.21, 0.012), (0.26, -0.45, 0.75), mat.matte("kraft cover", "#a98a62", 0.8), bevel=0.002, rotate_z=12)
build.rod("pencil", (0.21, -0.58, 0.767), (0.36, -0.53, 0.767), 0.0035, mat.matte("yellow pencil", "#d9a826", 0.5))
build.mug("mug", (0.45, -0.5, 0.75), mat.matte("white glaze", "#f1eee8", 0.2))
build.books("stack", (0.5, -0.22, 0.75), 3, rng, ["#e2d6c2", "#34495e", "#9e4a33"], lying=True)
build.desk_lamp("desk lamp", (0.58, -0.16, 0.75), (-0.16, -0.14), mat.metal("matt black", "#222222", 0.55))
build.plant("desk plant", (-0.52, -0.46, 0.75), rng, height=0.33, spread=0.1, leaves=22, pot=mat.matte("speckled stoneware", "#e9e3d8", 0.5),
            pot_radius=0.065, pot_height=0.11, leaf_size=0.1)

# A tall plant in the right corner and a flat-woven rug under the chair.
build.plant("fiddle leaf", (1.12, -0.5, 0), rng, height=1.54, spread=0.32, leaves=72, pot=mat.matte("terracotta", "#b46f4c", 0.85),
            pot_radius=0.17, pot_height=0.34, leaf_size=0.26)
build.box("rug", (1.7, 1.2, 0.01), (0.05, -1.05, 0), mat.fabric("flatweave", "#cfc6b5", weave_scale=120), bevel=0.003)

# Sheer curtains each side of the window, gathered.
sheer = mat.fabric("sheer linen", "#efebe2", weave_scale=300)
build.side_curtains("curtain", -1.56, ((-1.45, -1.2), (-0.3, -0.06)), 2.6, 0.05, sheer, folds=3, depth=0.03)

place = ArtPlace(centre_x=0.0, centre_z=1.5, width=0.6, height=0.8)
camera(at=(-0.22, -2.9, 1.25), target=(-0.22, 0, 1.25), lens=28, shift_y=0.02)
render_room({"id": "office-oak-desk", "name": "Oak Desk Home Office", "roomType": "Home Office", "light": "daylight", "wall": "paint", "orientation": "straight-on", "color": "Oak", "exposure": 1.3}, [place], options)
