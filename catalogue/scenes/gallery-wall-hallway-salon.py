"""Hallway, evening: five pieces in a salon hang on green striped wallpaper above a walnut console, a brass wall sconce lit to the left."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

paper = mat.wallpaper("green stripe", "#56706a", "#637e76", scale=6)
shell = build.Shell(width=4.2, height=2.6, depth=2.9, wall=paper, floor=mat.planks("smoked oak", "#8c6a4c", "#553b28", plank_width=0.14), side_wall=mat.paint("hall white", "#e6e0d5"))
shell.close()
build.night()
rng = build.scatter(5)

# A painted wainscot below the paper, with a chair rail.
wainscot = mat.panelling("wainscot", "#e8e3d9", boards=8)
build.box("wainscot", (4.2, 0.018, 0.9), (0, -0.009, 0), wainscot, bevel=0.002)
build.box("chair rail", (4.2, 0.035, 0.045), (0, -0.02, 0.88), mat.matte("rail paint", "#ece8df", 0.4), bevel=0.008)

# A slim walnut console with a lidded jar, a stack of books, a bowl for keys and a small vase of stems.
walnut = mat.wood("walnut", "#7a5236", "#43281a")
brass = mat.metal("brass", "#b38f58", 0.3)
build.box("console top", (1.3, 0.34, 0.035), (0.05, -0.2, 0.78), walnut, bevel=0.008)
build.box("console shelf", (1.22, 0.3, 0.025), (0.05, -0.2, 0.18), walnut, bevel=0.006)
for i, (lx, ly) in enumerate(((-0.57, -0.06), (0.67, -0.06), (-0.57, -0.34), (0.67, -0.34))):
    build.rod(f"console leg {i}", (lx, ly, 0), (lx, ly, 0.78), 0.014, brass)
build.books("book", (0.3, -0.2, 0.815), 3, rng, ["#e3d8c4", "#6b2f2a", "#27343d"], lying=True)
build.lathe("bowl", [(0.04, 0), (0.1, 0.025), (0.13, 0.055)], (-0.2, -0.2, 0.815), mat.matte("black glaze", "#1f2124", 0.2))
build.lathe("jar", [(0.06, 0), (0.09, 0.06), (0.085, 0.16), (0.05, 0.2), (0.05, 0.22), (0.0, 0.24)], (0.55, -0.17, 0.815), mat.matte("ivory glaze", "#e9e2d2", 0.3), thickness=0)
build.lathe("bud vase", [(0.03, 0), (0.05, 0.05), (0.03, 0.12), (0.012, 0.16)], (-0.42, -0.16, 0.815), mat.matte("amber glass", "#8a5a2b", 0.15))
stem = mat.matte("dried stems", "#a28b62", 0.8)
for i in range(4):
    build.rod(f"stem {i}", (-0.42, -0.16, 0.9), (-0.42 + rng.uniform(-0.09, 0.05), -0.16 + rng.uniform(-0.05, 0.02), 1.05 + rng.uniform(0, 0.05)), 0.002, stem)
build.cushion("basket", (0.42, 0.28, 0.16), (0.05, -0.2, 0.205), mat.fabric("seagrass", "#b59b6e", weave_scale=60), puff=0.1)

# The brass sconce, lit, well clear of the hang; a warm flush light on the ceiling; a runner on the floor.
build.box("sconce plate", (0.09, 0.02, 0.14), (-1.35, -0.01, 1.6), brass, bevel=0.005)
build.rod("sconce arm", (-1.35, -0.02, 1.68), (-1.35, -0.2, 1.72), 0.008, brass)
build.lathe("sconce shade", [(0.1, 1.64), (0.075, 1.84)], (-1.35, -0.2, 0), mat.lampshade("sconce linen", "#efe3c8"), thickness=0.003)
build.bulb("sconce light", (-1.35, -0.2, 1.75), 18, kelvin=2600, radius=0.03)
build.cylinder("flush light", 0.16, 0.05, (0.4, -1.5, 2.55), mat.emission("opal glass", "#ffe2bb", 6.0), bevel=0.01)
build.area_light("ceiling glow", (0.4, -1.5, 2.53), (0.3, 0.3), 40, colour="#ffd3a0")
build.box("runner", (3.2, 0.8, 0.012), (0.2, -1.35, 0), mat.wallpaper("runner weave", "#8e4b3b", "#c7a27c", scale=22), bevel=0.004)
build.plant("palm", (1.55, -0.35, 0), rng, height=1.2, spread=0.35, leaves=30, leaf_size=0.24, pot=mat.matte("charcoal pot", "#3a3836", 0.6), pot_radius=0.16)

# A panelled door in the side wall, in its architrave.
door_paint = mat.matte("door paint", "#e9e5dc", 0.4)
build.box("door", (0.04, 0.84, 2.04), (-2.08, -1.7, 0), door_paint, bevel=0.004)
for i, (z, tall) in enumerate(((0.18, 0.82), (1.12, 0.74))):
    build.box(f"door panel {i}", (0.02, 0.6, tall), (-2.055, -1.7, z), door_paint, bevel=0.006)
for i, (cy, wide, z, tall) in enumerate(((-2.16, 0.08, 0, 2.12), (-1.24, 0.08, 0, 2.12), (-1.7, 1.0, 2.04, 0.08))):
    build.box(f"architrave {i}", (0.025, wide, tall), (-2.09, cy, z), door_paint, bevel=0.005)
build.rod("door handle", (-2.06, -1.38, 1.0), (-1.99, -1.38, 1.0), 0.01, brass)

# The salon hang: tops on one line (1.93 m), 6 cm gaps, centred over the console.
places = [
    ArtPlace(centre_x=0.0, centre_z=1.58, width=0.50, height=0.70),
    ArtPlace(centre_x=-0.51, centre_z=1.78, width=0.40, height=0.30),
    ArtPlace(centre_x=-0.46, centre_z=1.37, width=0.30, height=0.40),
    ArtPlace(centre_x=0.51, centre_z=1.68, width=0.40, height=0.50),
    ArtPlace(centre_x=0.51, centre_z=1.22, width=0.40, height=0.30),
]
camera(at=(1.5, -2.7, 1.35), target=(-0.15, 0, 1.35), lens=24, shift_y=-0.02)
render_room({"id": "gallery-wall-hallway-salon", "name": "Salon Hang in the Hallway", "roomType": "Hallway", "light": "evening", "wall": "wallpaper", "orientation": "angled", "color": "Gold", "exposure": 1.2}, places, options)
