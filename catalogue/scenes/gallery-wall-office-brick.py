"""Home office, daylight: one large frame and two small ones stacked beside it on red brick above an oak desk, window on the left."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.2, height=2.9, depth=4.6, wall=mat.upright(mat.brick("red brick", "#a6664d", mortar="#c9bfb0")), floor=mat.planks("worn oak", "#b48e66", "#7a5a3d", plank_width=0.2), side_wall=mat.paint("studio white", "#ebe7e0"))
shell.window("left", centre=-1.6, width=1.4, height=2.0, sill=0.6)
shell.close()
build.daylight(elevation=38, azimuth=195, strength=1.0)
rng = build.scatter(31)

# An oak desk on a black steel frame, a laptop, a notebook, a mug, a pencil pot, a small plant; an anglepoise lamp at the far left.
oak = mat.wood("oak", "#c49d70", "#896342")
steel = mat.metal("black steel", "#1b1b1b", 0.45)
build.box("desk top", (1.5, 0.7, 0.03), (0, -0.38, 0.71), oak, bevel=0.006)
for i, lx in enumerate((-0.7, 0.7)):
    build.box(f"desk frame {i}", (0.03, 0.62, 0.03), (lx, -0.38, 0.68), steel, bevel=0.004)
    for j, ly in enumerate((-0.66, -0.1)):
        build.box(f"desk leg {i}{j}", (0.03, 0.03, 0.68), (lx, ly, 0), steel, bevel=0.004)
build.box("laptop base", (0.32, 0.22, 0.016), (0.05, -0.5, 0.74), mat.metal("aluminium", "#b9bbbd", 0.35), bevel=0.004)
lid = build.box("laptop lid", (0.32, 0.008, 0.21), (0.05, -0.39, 0.752), mat.metal("aluminium lid", "#b9bbbd", 0.35), bevel=0.003)
lid.rotation_euler.x = -0.25
build.box("notebook", (0.21, 0.15, 0.012), (-0.35, -0.52, 0.74), mat.matte("notebook cover", "#2f4a5c", 0.6), bevel=0.003, rotate_z=-7)
build.lathe("mug", [(0.037, 0), (0.04, 0.09), (0.041, 0.095)], (0.42, -0.58, 0.74), mat.matte("mug glaze", "#e9e4da", 0.3))
build.lathe("pencil pot", [(0.035, 0), (0.035, 0.1)], (0.6, -0.22, 0.74), mat.matte("pencil pot clay", "#b5704e", 0.7))
for i in range(4):
    build.rod(f"pencil {i}", (0.6, -0.22, 0.76), (0.6 + rng.uniform(-0.03, 0.03), -0.22 + rng.uniform(-0.03, 0.03), 0.91), 0.004, build.matte_cached(["#1f1f1f", "#d9a441", "#c44a3b"][i % 3]))
build.plant("desk plant", (-0.55, -0.2, 0.74), rng, height=0.24, spread=0.16, leaves=16, leaf_size=0.07, pot=mat.matte("desk pot", "#d9d4cb", 0.4), pot_radius=0.06)
build.cylinder("lamp foot", 0.08, 0.02, (-0.95, -0.25, 0.74), steel)
build.rod("lamp arm low", (-0.95, -0.25, 0.76), (-1.05, -0.3, 1.12), 0.008, steel)
build.rod("lamp arm high", (-1.05, -0.3, 1.12), (-0.85, -0.42, 1.3), 0.008, steel)
head = build.lathe("lamp head", [(0.075, 0), (0.06, 0.05), (0.03, 0.12), (0.025, 0.13)], (-0.82, -0.44, 1.16), steel, thickness=0.003)
head.rotation_euler = (0.35, -0.25, 0)

# A desk chair pulled out, a bookcase on the right, a big plant by the window, a wool rug.
build.dining_chair("desk chair", (0.08, -1.05, 0), 168, oak, mat.fabric("chair seat", "#3b3f43"))
build.box("rug", (2.4, 1.7, 0.014), (0, -1.2, 0), mat.fabric("wool rug", "#c9c0b0", weave_scale=150), bevel=0.005)
for k in range(5):
    build.box(f"shelf {k}", (0.8, 0.3, 0.025), (1.55, -0.16, 0.08 + k * 0.43), oak, bevel=0.004)
for i, lx in enumerate((1.14, 1.96)):
    build.box(f"bookcase side {i}", (0.025, 0.3, 1.84), (lx, -0.16, 0), oak, bevel=0.004)
palette = ["#2d3a40", "#d8cbb1", "#8d4a35", "#5a6b5a", "#e8e1d2", "#3d3a52"]
for k in range(4):
    build.books(f"shelf {k} book", (1.18 + rng.uniform(0, 0.2), -0.18, 0.105 + k * 0.43), rng.randint(6, 11), rng, palette[k:] + palette[:k])
build.lathe("shelf vase", [(0.04, 0), (0.07, 0.08), (0.03, 0.2)], (1.6, -0.16, 1.825), mat.matte("shelf vase glaze", "#35504c", 0.3))
build.plant("window plant", (-1.6, -1.0, 0), rng, height=1.55, spread=0.42, leaves=40, leaf_size=0.24, pot=mat.matte("grey pot", "#8d8a85", 0.7), pot_radius=0.19)

# A 64 × 86 cm frame and two 30 × 40 cm frames stacked beside it, 6 cm apart: tops and bottoms aligned.
places = [ArtPlace(centre_x=-0.18, centre_z=1.45, width=0.64, height=0.86), ArtPlace(centre_x=0.35, centre_z=1.68, width=0.30, height=0.40), ArtPlace(centre_x=0.35, centre_z=1.22, width=0.30, height=0.40)]
camera(at=(0, -3.1, 1.3), target=(0, 0, 1.3), lens=30, shift_y=0.03)
render_room({"id": "gallery-wall-office-brick", "name": "Brick Wall Over the Desk", "roomType": "Home Office", "light": "daylight", "wall": "brick", "orientation": "straight-on", "color": "Black", "exposure": 2.0}, places, options)
