"""Bedroom, evening: one piece above a walnut bed on dusty-blue painted panelling, both bedside lamps lit, dusk at the window."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.4, height=2.65, depth=4.8, wall=mat.panelling("dusty blue boards", "#6f7f88", boards=8.0),
                    side_wall=mat.paint("dusty blue", "#7a8990"), floor=mat.planks("honey oak", "#b58a5c", "#7a5636", plank_width=0.16), skirting="#6f7f88")
shell.window("left", centre=-2.2, width=1.2, height=1.7, sill=0.75)
shell.close()
build.night("#233150", 0.12)

# The bed: a walnut frame and headboard, cream linen, terracotta pillows, a knitted throw.
walnut = mat.wood("walnut", "#7b5238", "#4a2e1f")
build.bed("bed", (0, 0, 0), walnut, mat.fabric("cream linen", "#ebe4d8", weave_scale=260),
          mat.fabric("terracotta linen", "#b0664a", weave_scale=260), width=1.6, headboard=1.0, seed=7)
build.duvet("throw", 1.68, 0.55, (0, -1.82, 0.64), mat.fabric("mustard knit", "#b88a3a", weave_scale=60), rumple=0.02, seed=2)

# Walnut nightstands, each with a lit lamp; a book, a small vase and a glass.
brass = mat.metal("brass", "#b08d57", 0.3)
for i, x in enumerate((-1.13, 1.13)):
    build.nightstand(f"nightstand {i}", (x, -0.22, 0), walnut, brass)
    build.table_lamp(f"lamp {i}", (x + (-0.07 if i == 0 else 0.07), -0.2, 0.55), mat.matte("cream glaze", "#e8dfcc", 0.25), power=22,
                     height=0.48, shade_radius=(0.14, 0.105), shade_height=0.182)
rng = build.scatter(12)
build.books("book", (-1.0, -0.32, 0.55), 3, rng, ["#d8c9ab", "#31404f", "#7d3a2c"], lying=True)
build.cylinder("vase", 0.04, 0.12, (1.0, -0.32, 0.55), mat.matte("rust vase", "#a0563a", 0.4), radius_top=0.03)
build.cylinder("glass", 0.03, 0.1, (1.25, -0.34, 0.55), mat.glass("glass", "#f4f7f6"))

# A bench at the foot, a wool rug, curtains at the window, a plant in the far corner.
oak = mat.wood("oak", "#c49a6c", "#8a6442")
build.box("bench seat", (1.2, 0.4, 0.05), (0, -2.4, 0.4), oak, bevel=0.008)
for i, dx in enumerate((-0.55, 0.55)):
    build.box(f"bench end {i}", (0.05, 0.38, 0.4), (dx, -2.4, 0), oak, bevel=0.006)
build.box("rug", (2.6, 2.4, 0.012), (0, -1.6, 0), mat.fabric("cream wool", "#ddd3c1", weave_scale=120), bevel=0.004)
curtain = mat.fabric("curtain velvet", "#c9b79b", weave_scale=300)
build.side_curtains("curtain", -2.12, ((-3.05, -2.65), (-1.75, -1.35)), 2.55, 0.02, curtain, folds=4)
build.plant("plant", (-1.8, -0.85, 0), rng, height=1.4, spread=0.35, leaves=55, pot=mat.matte("terracotta", "#a8653f", 0.8), leaf_size=0.24)
build.area_light("room bounce", (0.5, -4.4, 2.5), (2.0, 1.0), 25, colour="#ffc98f", aim=(0.0, 0.0, 1.0))

place = ArtPlace(centre_x=0.0, centre_z=1.6, width=0.9, height=0.6)
camera(at=(1.6, -4.35, 1.3), target=(-0.3, 0, 1.3), lens=30, shift_y=-0.02)
render_room({"id": "bedroom-evening-panelling", "name": "Panelled Bedroom by Lamplight", "roomType": "Bedroom", "light": "evening", "wall": "wood panelling", "orientation": "angled", "color": "Walnut", "exposure": 1.4}, [place], options)
