"""Nursery, daylight: one piece above a white slatted crib on a soft dotted wallpaper, soft toys, a woven basket, a bouclé armchair."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=3.8, height=2.6, depth=4.2, wall=mat.upright(mat.wallpaper("dotted paper", "#eee6db", "#dcc9b5", scale=11.0, kind="spots")),
                    side_wall=mat.paint("cream", "#eee6db"), floor=mat.planks("pale oak", "#d6b993", "#a5825c", plank_width=0.18))
shell.window("left", centre=-1.5, width=1.5, height=1.7, sill=0.7)
shell.close()
build.daylight(elevation=35, azimuth=200, strength=1.0)


def teddy(name, at, fur, scale=1.0):
    """A sitting soft toy: body, head, ears, arms and legs as soft spheres."""
    x, y, z = at
    s = scale
    build.sphere(f"{name} body", 0.1 * s, (x, y, z + 0.1 * s), fur, scale=(1.0, 0.85, 1.1))
    build.sphere(f"{name} head", 0.075 * s, (x, y - 0.01 * s, z + 0.26 * s), fur)
    for side in (-1, 1):
        build.sphere(f"{name} ear {side}", 0.03 * s, (x + side * 0.055 * s, y, z + 0.32 * s), fur, scale=(1.0, 0.6, 1.0))
        build.sphere(f"{name} arm {side}", 0.035 * s, (x + side * 0.09 * s, y - 0.04 * s, z + 0.12 * s), fur, scale=(0.8, 0.8, 1.5))
        build.sphere(f"{name} leg {side}", 0.04 * s, (x + side * 0.06 * s, y - 0.1 * s, z + 0.035 * s), fur, scale=(0.9, 1.5, 0.8))
    build.sphere(f"{name} snout", 0.028 * s, (x, y - 0.075 * s, z + 0.25 * s), fur, scale=(1.0, 0.7, 0.8))


# The crib: white posts, rails and slats, a mattress in a sheet, a knitted blanket over its rail.
white = mat.matte("white lacquer", "#f3f1ec", 0.35)
cx, cy, cw, cd = 0.0, -0.4, 1.26, 0.68
for i, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
    build.box(f"crib post {i}", (0.045, 0.045, 0.92), (cx + dx * cw / 2, cy + dy * cd / 2, 0), white, bevel=0.008)
for z in (0.28, 0.88):
    for side in (-1, 1):
        build.box(f"crib rail {z} {side}", (cw, 0.04, 0.035), (cx, cy + side * cd / 2, z), white, bevel=0.008)
    for side in (-1, 1):
        build.box(f"crib end rail {z} {side}", (0.04, cd, 0.035), (cx + side * cw / 2, cy, z), white, bevel=0.008)
for i in range(17):
    x = cx - cw / 2 + (i + 1) * cw / 18
    for side in (-1, 1):
        build.rod(f"slat {i} {side}", (x, cy + side * cd / 2, 0.3), (x, cy + side * cd / 2, 0.89), 0.011, white)
build.box("crib mattress", (cw - 0.06, cd - 0.06, 0.12), (cx, cy, 0.3), mat.fabric("sheet", "#f4efe8", weave_scale=300), bevel=0.03)
build.drape("blanket", 0.5, (cx + 0.25, cy - cd / 2, 0.915), mat.fabric("sage knit", "#a9b59c", weave_scale=70), front=0.42, back=0.3, radius=0.024, folds=3, seed=2)
teddy("bunny", (cx - 0.35, cy + 0.05, 0.42), mat.fabric("cream plush", "#eadfce", weave_scale=80))

# A woven basket of blankets and a teddy on the floor; a bouclé armchair by the window; a round rug.
rng = build.scatter(8)
build.cylinder("basket", 0.22, 0.3, (1.05, -0.85, 0), mat.fabric("seagrass", "#b3955f", weave_scale=50), radius_top=0.24)
build.box("basket blanket", (0.34, 0.3, 0.08), (1.05, -0.85, 0.27), mat.fabric("rose muslin", "#d8b3a3", weave_scale=200), bevel=0.035)
teddy("teddy", (0.8, -1.0, 0), mat.fabric("caramel plush", "#a77b52", weave_scale=80), scale=1.3)
build.armchair("armchair", (-1.3, -0.8, 0), mat.fabric("bouclé", "#e7dfd1", weave_scale=120), mat.wood("beech", "#d8b48a", "#a9845d"), rotate_z=30)
build.cylinder("rug", 0.9, 0.012, (0.0, -1.35, 0), mat.fabric("cream rug", "#e6dccb", weave_scale=110), bevel=0.004, vertices=96)
build.plant("plant", (1.5, -0.35, 0), rng, height=1.1, spread=0.3, leaves=45, pot=mat.matte("blush pot", "#d9b4a2", 0.5), leaf_size=0.2, pot_radius=0.16)

place = ArtPlace(centre_x=cx, centre_z=1.5, width=0.5, height=0.7)
camera(at=(-0.4, -3.5, 1.2), target=(-0.4, 0, 1.2), lens=28, shift_y=-0.05)
render_room({"id": "nursery-wallpaper", "name": "Soft Dotted Nursery", "roomType": "Nursery", "light": "daylight", "wall": "wallpaper", "orientation": "straight-on", "color": "White", "exposure": 1.6}, [place], options)
