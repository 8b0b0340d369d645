"""Living room, daylight: a sage linen sofa under one large piece on a warm white wall, oak floor, window on the left."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.4, height=2.7, depth=4.8, wall=mat.paint("warm white", "#ece6dc"), floor=mat.planks("oak", "#c89f72", "#8a6242"))
shell.window("left", centre=-1.9, width=1.3, height=1.7, sill=0.7)
shell.close()
build.daylight(elevation=28, azimuth=200, strength=1.0)

# The sofa: plinth, seat and back cushions, arms, all in sage linen on oak legs.
linen = mat.fabric("sage linen", "#8d9a86")
oak = mat.wood("oak legs", "#b98a5c", "#7a5536")
y = -0.55
build.box("sofa base", (2.2, 0.9, 0.22), (0, y, 0.12), linen, bevel=0.03)
for i, x in enumerate((-0.53, 0.53)):
    build.cushion(f"seat cushion {i}", (1.04, 0.78, 0.17), (x, y - 0.05, 0.33), linen, puff=0.15)
    build.cushion(f"back cushion {i}", (1.04, 0.22, 0.48), (x, y + 0.29, 0.39), linen, puff=0.3)
for i, x in enumerate((-1.04, 1.04)):
    build.box(f"arm {i}", (0.16, 0.9, 0.56), (x, y, 0.12), linen, bevel=0.05)
for i, (lx, ly) in enumerate(((-1.0, y - 0.36), (1.0, y - 0.36), (-1.0, y + 0.36), (1.0, y + 0.36))):
    build.cylinder(f"leg {i}", 0.025, 0.12, (lx, ly, 0), oak, radius_top=0.018)
build.cushion("cushion", (0.44, 0.16, 0.44), (-0.7, y + 0.12, 0.47), mat.fabric("rust cushion", "#b0643f"), puff=0.5, rotation=(0, 0, 8))

# A side table with a ceramic vase, and a plant in the right corner.
walnut = mat.wood("walnut", "#7b5238", "#4a2e1f")
build.cylinder("side table top", 0.25, 0.03, (1.55, -0.55, 0.55), walnut)
build.cylinder("side table stem", 0.03, 0.55, (1.55, -0.55, 0.0), mat.metal("black steel", "#1d1d1d", 0.45))
build.cylinder("side table foot", 0.18, 0.02, (1.55, -0.55, 0.0), mat.metal("black steel foot", "#1d1d1d", 0.45))
build.cylinder("vase", 0.07, 0.24, (1.5, -0.5, 0.58), mat.matte("stoneware", "#d9d2c4", 0.55), radius_top=0.04)
rng = build.scatter(3)
build.plant("fig", (-1.75, -0.45, 0), rng, height=1.8, spread=0.5, leaves=70, leaf_size=0.26, pot=mat.matte("terracotta", "#b86e4b", 0.8), pot_radius=0.24)
build.box("rug", (2.8, 1.9, 0.012), (0.1, -1.5, 0), mat.fabric("wool rug", "#d8cfbf", weave_scale=160), bevel=0.004)

# A low oak coffee table with a stack of books and a bowl, a floor lamp, linen curtains.
build.box("coffee table top", (1.1, 0.6, 0.04), (0.1, -1.75, 0.36), oak, bevel=0.008)
for i, (lx, ly) in enumerate(((-0.38, -1.5), (0.58, -1.5), (-0.38, -2.0), (0.58, -2.0))):
    build.box(f"table leg {i}", (0.045, 0.045, 0.36), (lx, ly, 0), oak, bevel=0.004)
build.books("book", (0.3, -1.72, 0.4), 3, rng, ["#2f3e46", "#d8c3a5", "#8e3b2c"], lying=True)
build.cylinder("bowl", 0.13, 0.07, (-0.15, -1.8, 0.4), mat.matte("glazed bowl", "#3b4a5a", 0.25), radius_top=0.16)
brass = mat.metal("brass", "#b08d57", 0.32)
build.cylinder("lamp base", 0.14, 0.02, (2.0, -1.0, 0), brass)
build.rod("lamp stem", (2.0, -1.0, 0.02), (2.0, -1.0, 1.45), 0.012, brass)
build.cylinder("lamp shade", 0.2, 0.26, (2.0, -1.0, 1.38), mat.lampshade("linen shade"), radius_top=0.15)
linen_curtain = mat.fabric("curtain linen", "#e8e1d3", weave_scale=300)
build.side_curtains("curtain", -2.12, ((-2.75, -2.45), (-1.35, -1.05)), 2.6, 0.02, linen_curtain, folds=4)

place = ArtPlace(centre_x=0.0, centre_z=1.58, width=0.76, height=0.96)
camera(at=(0.95, -4.1, 1.3), target=(-0.35, 0, 1.3), lens=28)
render_room({"id": "living-sage-sofa", "name": "Sage Sofa Living Room", "roomType": "Living Room", "light": "daylight", "wall": "paint", "orientation": "angled", "color": "Green", "exposure": 1.0}, [place], options)
