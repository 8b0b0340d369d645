"""Living room, evening: one piece above a walnut sideboard on a patterned wallpaper, a lit table lamp beside it, a bouclé armchair."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

paper = mat.upright(mat.wallpaper("olive damask", "#8a8c72", "#959780", scale=7.0, kind="spots"))
shell = build.Shell(width=4.4, height=2.75, depth=4.6, wall=paper, side_wall=mat.paint("olive", "#8e8f76"),
                    floor=mat.planks("herringbone oak", "#a57d57", "#6a4a31", plank_width=0.12), skirting="#e8e2d4")
shell.window("right", centre=-1.5, width=1.2, height=1.6, sill=0.8)
shell.close()
build.night("#1a2336", 0.08)

# The walnut sideboard: a carcass, four doors with shadow gaps, slim turned legs.
walnut = mat.wood("walnut", "#7b5238", "#4a2e1f")
brass = mat.metal("brass", "#b08d57", 0.3)
bx, by, bw = 0.0, -0.24, 1.7
build.box("sideboard carcass", (bw, 0.45, 0.58), (bx, by, 0.18), walnut, bevel=0.008)
for i in range(4):
    dx = bx - bw / 2 + bw / 8 + i * bw / 4
    build.box(f"door {i}", (bw / 4 - 0.008, 0.012, 0.54), (dx, by - 0.228, 0.2), walnut, bevel=0.003)
    build.cylinder(f"knob {i}", 0.012, 0.018, (dx + (0.14 if i % 2 == 0 else -0.14), by - 0.236, 0.47), brass)
for i, (dx, dy) in enumerate(((-0.78, -0.17), (0.78, -0.17), (-0.78, 0.17), (0.78, 0.17))):
    build.cylinder(f"sideboard leg {i}", 0.018, 0.18, (bx + dx, by + dy, 0), walnut, radius_top=0.012)

# On it: the lamp right of the art, books and a bowl under it, a small vase with a sprig at the left end.
top = 0.76
build.table_lamp("lamp", (0.46, by, top), mat.matte("green glaze", "#3f5a4c", 0.2), power=32, height=0.62, shade_radius=(0.18, 0.135), shade_height=0.234)
rng = build.scatter(9)
build.books("book", (-0.55, by + 0.02, top), 3, rng, ["#c9b79c", "#2e3b4a", "#8a3c2c"], lying=True)
build.cylinder("bowl", 0.09, 0.05, (-0.55, by + 0.02, top + 0.11), mat.matte("black bowl", "#232120", 0.3), radius_top=0.12)
build.cylinder("bud vase", 0.045, 0.2, (-0.72, by - 0.05, top), mat.matte("cream vase", "#e6dccb", 0.35), radius_top=0.025)
build.rod("sprig", (-0.72, by - 0.05, top + 0.18), (-0.78, by - 0.06, top + 0.34), 0.003, mat.wood("stalk", "#5a5a3a", "#3a3a28"))
build.sphere("sprig leaves", 0.05, (-0.78, by - 0.06, top + 0.34), mat.leaf("sprig leaf", "#6b7a4a"), scale=(1.0, 0.6, 0.8))

# A bouclé armchair turned towards the room, a floor lamp lit behind it, a round rug.
boucle = mat.fabric("bouclé", "#d9cfbe", weave_scale=120)
build.armchair("armchair", (1.45, -1.05, 0), boucle, walnut, rotate_z=-35)
build.cushion("armchair cushion", (0.36, 0.12, 0.34), (1.5, -0.93, 0.43), mat.fabric("rust velvet", "#9c4a2a"), puff=0.5, rotation=(-10, 0, -35))
build.cylinder("floor lamp base", 0.14, 0.02, (1.9, -0.42, 0), brass)
build.rod("floor lamp stem", (1.9, -0.42, 0.02), (1.9, -0.42, 1.42), 0.011, brass)
build.open_cone("floor lamp shade", 0.22, 0.17, 0.3, (1.9, -0.42, 1.34), mat.lampshade("floor shade"))
build.bulb("floor lamp bulb", (1.9, -0.42, 1.48), 30)
build.cylinder("rug", 1.3, 0.012, (0.5, -1.6, 0), mat.fabric("jute rug", "#b49a74", weave_scale=90), bevel=0.004, vertices=96)
build.plant("olive", (-1.45, -0.7, 0), rng, height=1.45, spread=0.35, leaves=90, pot=mat.matte("terracotta", "#a8653f", 0.8), leaf_size=0.14, leaf_material=mat.leaf("olive leaves", "#5f6e47"))

# Drawn linen curtains at the dark window; a faint warm bounce from the room behind the camera.
curtain = mat.fabric("curtain", "#d9cfbd", weave_scale=300)
build.side_curtains("curtain", 2.1, ((-2.35, -1.95), (-1.05, -0.65)), 2.6, 0.02, curtain, folds=4)
build.area_light("room bounce", (0.0, -4.3, 2.6), (2.5, 1.0), 40, colour="#ffcf9a", aim=(0.0, 0.0, 1.0))

place = ArtPlace(centre_x=-0.3, centre_z=1.42, width=0.6, height=0.8)
camera(at=(-1.3, -3.3, 1.3), target=(0.35, 0, 1.3), lens=30, shift_y=0.02)
render_room({"id": "living-evening-wallpaper", "name": "Wallpapered Lounge by Lamplight", "roomType": "Living Room", "light": "evening", "wall": "wallpaper", "orientation": "angled", "color": "Gold", "exposure": 1.5}, [place], options)
