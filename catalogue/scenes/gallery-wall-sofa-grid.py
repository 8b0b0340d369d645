"""Living room, daylight: six equal portrait frames in a 3 × 2 grid above a long oatmeal sofa, warm white wall, window on the left."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.8, height=2.75, depth=5.0, wall=mat.paint("warm white", "#e9e3d8"), floor=mat.planks("oak", "#c9a57c", "#8f6a48"))
shell.window("left", centre=-1.7, width=1.4, height=1.85, sill=0.6)
shell.close()
build.daylight(elevation=30, azimuth=198, strength=1.0)
rng = build.scatter(21)

# A long three-seat sofa in oatmeal linen: plinth on tapered oak legs, soft seat and back cushions, rounded arms.
linen = mat.fabric("oatmeal linen", "#cbbfae")
oak = mat.wood("oak", "#c29a6b", "#86603f")
y = -0.52
build.box("sofa plinth", (2.5, 0.92, 0.2), (0, y, 0.13), linen, bevel=0.04)
build.box("sofa back frame", (2.5, 0.18, 0.4), (0, y + 0.37, 0.33), linen, bevel=0.05)
for i, x in enumerate((-0.77, 0, 0.77)):
    build.cushion(f"seat cushion {i}", (0.76, 0.74, 0.17), (x, y - 0.07, 0.31), linen, puff=0.18)
    build.cushion(f"back cushion {i}", (0.76, 0.2, 0.44), (x, y + 0.22, 0.44), linen, puff=0.35, rotation=(-9, 0, 0))
for i, x in enumerate((-1.17, 1.17)):
    build.box(f"arm {i}", (0.17, 0.92, 0.47), (x, y, 0.13), linen, bevel=0.07)
for i, (lx, ly) in enumerate(((-1.15, y - 0.38), (1.15, y - 0.38), (-1.15, y + 0.38), (1.15, y + 0.38))):
    build.cylinder(f"sofa leg {i}", 0.022, 0.13, (lx, ly, 0), oak, radius_top=0.03)
build.cushion("pillow rust", (0.42, 0.15, 0.42), (-0.85, y + 0.06, 0.46), mat.fabric("rust velvet", "#a45a3a", roughness=0.7), puff=0.55, rotation=(-14, 0, 9))
build.cushion("pillow stripe", (0.4, 0.14, 0.4), (-0.47, y + 0.08, 0.46), mat.wallpaper("striped cotton", "#e6e0d4", "#3b4652", scale=30), puff=0.55, rotation=(-14, 0, -6))
build.cushion("pillow sage", (0.42, 0.15, 0.42), (0.86, y + 0.06, 0.46), mat.fabric("sage cotton", "#8b9a83"), puff=0.55, rotation=(-14, 0, -10))
build.cushion("folded throw", (0.6, 0.42, 0.06), (0.7, y - 0.14, 0.46), mat.fabric("knit throw", "#a39a8c", weave_scale=90), puff=0.15, rotation=(0, 0, 4))

# A round walnut coffee table with books, a bowl and a vase of branches; a big wool rug under it all.
walnut = mat.wood("walnut", "#7c5437", "#46291b")
build.box("rug", (3.2, 2.3, 0.014), (0.1, -1.55, 0), mat.fabric("wool rug", "#d9d0c0", weave_scale=140), bevel=0.005)
build.cylinder("coffee table top", 0.5, 0.04, (0.15, -1.75, 0.36), walnut, bevel=0.01, vertices=96)
build.cylinder("coffee table base", 0.32, 0.36, (0.15, -1.75, 0), walnut, bevel=0.01, vertices=96)
build.books("book", (0.35, -1.68, 0.4), 3, rng, ["#e0d6c2", "#2f3b45", "#b3744e"], lying=True)
build.lathe("bowl", [(0.05, 0), (0.12, 0.03), (0.16, 0.07)], (-0.05, -1.9, 0.4), mat.matte("glazed bowl", "#2f3a44", 0.25))
build.lathe("vase", [(0.05, 0), (0.085, 0.08), (0.07, 0.18), (0.03, 0.26), (0.035, 0.3)], (0.0, -1.55, 0.4), mat.matte("stoneware", "#d7cfc0", 0.55))
twig = mat.wood("twigs", "#6b5640", "#3e3024")
for i in range(5):  # low enough to stay under the frames' sight line
    build.rod(f"branch {i}", (0.0, -1.55, 0.66), (rng.uniform(-0.18, 0.18), -1.55 + rng.uniform(-0.1, 0.1), 0.82 + rng.uniform(0, 0.08)), 0.004, twig)

# A fiddle-leaf fig by the window, a side table with a ceramic lamp on the right.
build.plant("fig", (-1.85, -0.6, 0), rng, height=1.75, spread=0.45, leaves=48, leaf_size=0.26, pot=mat.matte("terracotta", "#b26f4d", 0.8), pot_radius=0.2)
build.cylinder("side table top", 0.24, 0.03, (1.65, -0.5, 0.55), oak, bevel=0.006)
build.rod("side table stem", (1.65, -0.5, 0), (1.65, -0.5, 0.55), 0.02, mat.metal("black steel", "#1c1c1c", 0.45))
build.cylinder("side table foot", 0.17, 0.02, (1.65, -0.5, 0), mat.metal("black steel foot", "#1c1c1c", 0.45))
build.table_lamp("lamp", (1.65, -0.45, 0.58), mat.matte("lamp ceramic", "#e4ddd0", 0.4), height=0.5)
linen_curtain = mat.fabric("curtain linen", "#ebe5d9", weave_scale=300)
build.side_curtains("curtain", -2.33, ((-2.6, -2.25), (-1.15, -0.85)), 2.65, 0.02, linen_curtain, folds=4)

# The gallery wall: 40 × 50 cm frames, 7 cm apart, the grid's bottom 25 cm above the sofa's back.
places = [ArtPlace(centre_x=col * 0.47, centre_z=1.34 + row * 0.57, width=0.40, height=0.50) for row in (1, 0) for col in (-1, 0, 1)]
camera(at=(0, -3.95, 1.15), target=(0, 0, 1.15), lens=30, shift_y=0.035)
render_room({"id": "gallery-wall-sofa-grid", "name": "Grid of Six Over the Sofa", "roomType": "Living Room", "light": "daylight", "wall": "paint", "orientation": "straight-on", "color": "Black", "exposure": 1.85}, places, options)
