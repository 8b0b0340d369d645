"""Bedroom, daylight: a landscape piece above a bed in rumpled white linen on a limewashed wall, oak nightstands with lamps (off)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.2, height=2.7, depth=4.8, wall=mat.plaster("limewash", "#e6ded0", "#d2c6b3"),
                    side_wall=mat.paint("warm white", "#ebe5da"), floor=mat.planks("whitewashed oak", "#cdb498", "#9c8163", plank_width=0.2))
shell.window("left", centre=-1.6, width=1.4, height=1.8, sill=0.65)
shell.close()
build.daylight(elevation=32, azimuth=205, strength=1.0)

# The bed: an oatmeal upholstered frame, white linen duvet, sand pillows, a striped throw at the foot.
build.bed("bed", (0, 0, 0), mat.fabric("oatmeal", "#bfb3a0"), mat.fabric("white linen", "#f2efe9", weave_scale=260),
          mat.fabric("sand linen", "#d9c8ad", weave_scale=260), width=1.6, headboard=1.05, seed=3)
build.duvet("throw", 1.68, 0.5, (0, -1.84, 0.64), mat.wallpaper("striped wool", "#cbbfa9", "#8b6f52", scale=22), rumple=0.02, seed=5)

# Oak nightstands with a small ceramic lamp each (off), a book and a glass of water on one, a sprig in a bottle on the other.
oak = mat.wood("oak", "#c49a6c", "#8a6442")
brass = mat.metal("brass", "#b08d57", 0.3)
for i, x in enumerate((-1.12, 1.12)):
    build.nightstand(f"nightstand {i}", (x, -0.22, 0), oak, brass)
    build.table_lamp(f"lamp {i}", (x + (-0.08 if i == 0 else 0.08), -0.2, 0.55), mat.matte("clay", "#c7b5a0", 0.6), height=0.42, shade_radius=(0.12, 0.09), shade_height=0.156)
rng = build.scatter(4)
build.books("book", (-1.02, -0.3, 0.55), 2, rng, ["#3f4d57", "#e2d7c3"], lying=True)
build.cylinder("glass", 0.032, 0.1, (1.0, -0.3, 0.55), mat.glass("water glass", "#f4f7f6"))
build.cylinder("bottle", 0.035, 0.16, (1.22, -0.3, 0.55), mat.glass("green bottle", "#9fb59a", 0.1), radius_top=0.015)
build.rod("sprig", (1.22, -0.3, 0.68), (1.19, -0.29, 0.9), 0.003, mat.wood("stalk", "#6a6a45", "#3a3a28"))
build.sphere("sprig leaves", 0.045, (1.19, -0.29, 0.9), mat.leaf("eucalyptus", "#7d9283"), scale=(0.9, 0.5, 1.0))

# A jute rug under the bed, linen curtains at the window, a rattan basket and a plant by it.
build.box("rug", (2.6, 2.2, 0.012), (0, -1.55, 0), mat.fabric("jute", "#b9a17c", weave_scale=90), bevel=0.004)
curtain = mat.fabric("curtain linen", "#ece6da", weave_scale=300)
build.side_curtains("curtain", -2.02, ((-2.5, -2.2), (-1.0, -0.7)), 2.6, 0.02, curtain, folds=4)
build.cylinder("basket", 0.2, 0.3, (-1.6, -1.3, 0), mat.fabric("rattan", "#a98452", weave_scale=60), radius_top=0.22)
build.plant("plant", (1.75, -1.1, 0), rng, height=1.3, spread=0.35, leaves=55, pot=mat.matte("white pot", "#ece9e3", 0.4), leaf_size=0.24)

place = ArtPlace(centre_x=0.0, centre_z=1.62, width=1.0, height=0.7)
camera(at=(-0.35, -4.6, 1.3), target=(-0.35, 0, 1.3), lens=28, shift_y=-0.07)
render_room({"id": "bedroom-linen-plaster", "name": "Limewashed Bedroom in Linen", "roomType": "Bedroom", "light": "daylight", "wall": "plaster", "orientation": "straight-on", "color": "Natural", "exposure": 1.0}, [place], options)
