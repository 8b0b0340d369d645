"""Hallway, daylight: a portrait piece above a narrow oak console (a bowl, a vase of branches) in a pale grey-green corridor, a runner, light from the far end."""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

# A corridor 1.8 m wide: the art wall is its long side, the window closes its far (left) end.
shell = build.Shell(width=5.6, height=2.6, depth=1.8, wall=mat.paint("grey green", "#cdd3cb"),
                    floor=mat.planks("dark oak", "#8c6846", "#553c28", plank_width=0.15))
shell.window("left", centre=-0.9, width=0.9, height=2.0, sill=0.4)
shell.close()
build.daylight(elevation=30, azimuth=255, strength=1.1)

# The console: an oak top and shelf on slim square legs.
oak = mat.wood("oak", "#c49a6c", "#8a6442")
cx, cy, cw, cd = -0.1, -0.17, 1.1, 0.3
build.box("console top", (cw, cd, 0.035), (cx, cy, 0.78), oak, bevel=0.006)
build.box("console shelf", (cw - 0.08, cd - 0.04, 0.025), (cx, cy, 0.2), oak, bevel=0.005)
for i, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
    build.box(f"console leg {i}", (0.035, 0.035, 0.78), (cx + dx * (cw / 2 - 0.03), cy + dy * (cd / 2 - 0.03), 0), oak, bevel=0.004)

# On it: a ceramic bowl for keys at the right, a tall vase of branches at the left (leaning away from the art); baskets below.
top = 0.815
rng = build.scatter(6)
build.cylinder("bowl", 0.08, 0.06, (cx + 0.33, cy - 0.02, top), mat.matte("blue glaze bowl", "#4d6378", 0.25), radius_top=0.13)
build.cylinder("vase", 0.07, 0.34, (cx - 0.4, cy, top), mat.matte("white vase", "#eeebe4", 0.35), radius_top=0.045)
twig = mat.wood("twig", "#4a3a2c", "#2b2119")
leaf = mat.leaf("eucalyptus leaf", "#87a08a")
for i in range(4):
    a = math.radians(rng.uniform(100, 170))
    tip = (cx - 0.4 + 0.35 * math.cos(a), cy + rng.uniform(-0.08, 0.04), top + 0.75 + rng.uniform(0, 0.25))
    build.rod(f"branch {i}", (cx - 0.4, cy, top + 0.32), tip, 0.004, twig)
    for j in range(5):
        t = 0.35 + 0.13 * j
        p = (cx - 0.4 + (tip[0] - cx + 0.4) * t, cy + (tip[1] - cy) * t, top + 0.32 + (tip[2] - top - 0.32) * t)
        build.sphere(f"leaf {i} {j}", 0.05, p, leaf, scale=(1.0, 0.6, 0.08), rotation=(rng.uniform(-1, 1), 0.4, rng.uniform(0, 3)))
build.books("book", (cx + 0.05, cy, top), 2, rng, ["#d9ccb4", "#35443d"], lying=True)
for i, dx in enumerate((-0.26, 0.26)):
    build.box(f"basket {i}", (0.4, 0.22, 0.2), (cx + dx, cy, 0.225), mat.fabric(f"rush basket {i}", "#b89866", weave_scale=60), bevel=0.02)

# A closed door further along (left of the console) with its architrave, a runner down the corridor, a plant by the window.
door_paint = mat.matte("door paint", "#eeeeea", 0.4)
build.box("door", (0.84, 0.04, 2.04), (-1.55, -0.02, 0), door_paint, bevel=0.004)
for i, (dx, w, h) in enumerate(((-0.46, 0.07, 2.11), (0.46, 0.07, 2.11), (0, 0.99, 0.07))):
    build.box(f"architrave {i}", (w, 0.02, h), (-1.55 + dx, -0.01, 0 if i < 2 else 2.04), door_paint, bevel=0.004)
build.cylinder("door handle", 0.01, 0.12, (-1.23, -0.06, 0.98), mat.metal("brass", "#b08d57", 0.3))
build.box("runner", (4.2, 0.75, 0.01), (-0.3, -0.9, 0), mat.wallpaper("runner wool", "#a5573d", "#dcc8a6", scale=14), bevel=0.004)
build.plant("plant", (-2.4, -0.3, 0), rng, height=1.3, spread=0.3, leaves=50, pot=mat.matte("terracotta", "#a8653f", 0.8), leaf_size=0.22)

place = ArtPlace(centre_x=cx, centre_z=1.42, width=0.5, height=0.7)
camera(at=(1.05, -1.68, 1.4), target=(-0.1, 0, 1.4), lens=24, shift_y=-0.08)
render_room({"id": "hallway-console", "name": "Hallway Console in Daylight", "roomType": "Hallway", "light": "daylight", "wall": "paint", "orientation": "angled", "color": "Oak", "exposure": 1.7}, [place], options)
