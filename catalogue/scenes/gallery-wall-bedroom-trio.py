"""Bedroom, golden hour: three equal frames in a row above a linen bed, sage tongue-and-groove panelling, low sun from a window on the right."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.2, height=2.7, depth=4.8, wall=mat.panelling("sage panelling", "#a7b09d", boards=8), floor=mat.planks("pale oak", "#d2b48e", "#9c7a55"), side_wall=mat.paint("linen white", "#ebe4d8"))
shell.window("right", centre=-1.5, width=1.2, height=1.6, sill=0.8)
shell.close()
build.daylight(elevation=10, azimuth=-40, strength=1.1)
build.sun(elevation=10, azimuth=-40, strength=3.5, kelvin=3000)
rng = build.scatter(8)

# The bed: oak frame, upholstered headboard, mattress, a rumpled duvet, pillows and a folded throw at the foot.
oak = mat.wood("oak", "#c49c6c", "#8a623f")
linen = mat.fabric("white linen", "#eeebe4", weave_scale=500)
build.box("bed frame", (1.7, 2.1, 0.26), (0, -1.07, 0.06), oak, bevel=0.012)
for i, (lx, ly) in enumerate(((-0.8, -2.07), (0.8, -2.07), (-0.8, -0.1), (0.8, -0.1))):
    build.box(f"bed leg {i}", (0.06, 0.06, 0.06), (lx, ly, 0), oak, bevel=0.004)
build.cushion("headboard", (1.76, 0.09, 0.8), (0, -0.06, 0.3), mat.fabric("oat boucle", "#cfc3ae", weave_scale=120), puff=0.3)
build.box("mattress", (1.6, 2.0, 0.22), (0, -1.08, 0.3), linen, bevel=0.05)
build.cushion("duvet", (1.7, 1.55, 0.12), (0, -1.34, 0.47), linen, puff=0.45, rotation=(0, 0, 0.6))
for i, x in enumerate((-0.42, 0.42)):
    build.cushion(f"pillow {i}", (0.7, 0.18, 0.48), (x, -0.22, 0.5), linen, puff=0.6, rotation=(-20, 0, rng.uniform(-3, 3)))
    build.cushion(f"front pillow {i}", (0.55, 0.15, 0.38), (x * 0.95, -0.36, 0.52), mat.fabric(f"ochre pillow {i}", "#c08a45"), puff=0.6, rotation=(-22, 0, rng.uniform(-5, 5)))
build.cushion("throw", (1.72, 0.42, 0.04), (0, -1.78, 0.58), mat.fabric("rust throw", "#9c5336", weave_scale=80), puff=0.2)

# Nightstands with a lamp each (off: the sun is enough), a book, a carafe; a jute rug; a tall plant by the window.
for i, side in enumerate((-1, 1)):
    x = side * 1.18
    build.box(f"nightstand {i}", (0.5, 0.4, 0.42), (x, -0.24, 0.12), oak, bevel=0.01)
    build.box(f"drawer {i}", (0.44, 0.01, 0.16), (x, -0.445, 0.33), oak, bevel=0.003)
    build.cylinder(f"knob {i}", 0.012, 0.02, (x, -0.455, 0.41), mat.metal(f"knob brass {i}", "#b08d57"))
    for j, lx in enumerate((x - 0.21, x + 0.21)):
        build.box(f"nightstand leg {i}{j}", (0.035, 0.35, 0.12), (lx, -0.24, 0), oak, bevel=0.004)
    build.table_lamp(f"lamp {i}", (x + side * 0.08, -0.2, 0.54), mat.matte(f"lamp clay {i}", "#d9c9b0", 0.5), height=0.46, shade_radius=(0.15, 0.12), shade_height=0.2)
build.books("bedside book", (-1.25, -0.3, 0.54), 2, rng, ["#2e3a46", "#d7c9ae"], lying=True)
build.lathe("carafe", [(0.045, 0), (0.055, 0.08), (0.03, 0.15), (0.02, 0.2), (0.022, 0.22)], (1.05, -0.3, 0.54), mat.glass("carafe glass", "#e8f0ee"))
build.box("rug", (2.6, 2.0, 0.014), (0, -1.6, 0), mat.fabric("jute rug", "#bfa47c", weave_scale=70), bevel=0.005)
build.plant("olive", (1.7, -2.6, 0), rng, height=1.6, spread=0.4, leaves=60, leaf_size=0.1, pot=mat.matte("white pot", "#e6e1d7", 0.45))

# Three 40 × 50 cm frames, 7 cm apart, their bottoms 25 cm above the headboard.
places = [ArtPlace(centre_x=x, centre_z=1.6, width=0.40, height=0.50) for x in (-0.47, 0, 0.47)]
camera(at=(0, -3.7, 1.25), target=(0, 0, 1.25), lens=28, shift_y=0.05)
render_room({"id": "gallery-wall-bedroom-trio", "name": "Trio Above the Bed at Sunset", "roomType": "Bedroom", "light": "golden-hour", "wall": "wood panelling", "orientation": "straight-on", "color": "Oak", "exposure": 1.45}, places, options)
