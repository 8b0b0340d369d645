"""Café, evening: one piece on board-formed concrete above an oak wall bar with stools, bare-bulb pendants glowing either side."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=4.6, height=3.1, depth=5.0, wall=mat.concrete("board concrete", "#9d9a94"), floor=mat.planks("dark oak", "#6a4a33", "#35241a", plank_width=0.14),
                    ceiling=mat.matte("black ceiling", "#2a2a2a", 0.8), skirting="#8f8a82")
shell.close()
build.night()
rng = build.scatter(61)

# The wall bar: an oak ledge on black steel brackets, four stools in front of it.
oak = mat.wood("oak", "#b88c5d", "#7b5535")
steel = mat.metal("black steel", "#1c1c1c", 0.45)
build.box("bar ledge", (4.2, 0.34, 0.045), (0, -0.17, 1.02), oak, bevel=0.008)
for i, x in enumerate((-1.9, -0.95, 0.95, 1.9)):
    build.box(f"bracket {i}", (0.02, 0.3, 0.02), (x, -0.16, 1.0), steel, bevel=0.003)
    build.rod(f"bracket brace {i}", (x, -0.01, 0.75), (x, -0.28, 1.0), 0.008, steel)
for i, x in enumerate((-1.6, -0.55, 0.5, 1.55)):
    sx, sy = x + rng.uniform(-0.06, 0.06), -0.58 + rng.uniform(-0.05, 0.05)
    build.cylinder(f"stool seat {i}", 0.18, 0.04, (sx, sy, 0.72), oak, bevel=0.012)
    square = ((-1, -1), (1, -1), (1, 1), (-1, 1))
    for j, (a, b) in enumerate(zip(square, square[1:] + square[:1])):
        build.rod(f"stool {i} leg {j}", (sx + 0.16 * a[0], sy + 0.16 * a[1], 0), (sx + 0.1 * a[0], sy + 0.1 * a[1], 0.72), 0.011, steel)
        build.rod(f"stool {i} ring {j}", (sx + 0.14 * a[0], sy + 0.14 * a[1], 0.26), (sx + 0.14 * b[0], sy + 0.14 * b[1], 0.26), 0.008, steel)

# On the bar: cups, a glass of red, a candle, a small plant at the end.
china = mat.matte("grey stoneware", "#c9c4bc", 0.3)
for i, x in enumerate((-1.55, -0.62, 1.5)):
    build.mug(f"cup {i}", (x, -0.2, 1.065), china, radius=0.04, height=0.08, fill="#5a3a22")
build.cylinder("wine bowl", 0.04, 0.09, (0.58, -0.19, 1.165), mat.glass("wine glass"), radius_top=0.035)
build.cylinder("wine", 0.033, 0.04, (0.58, -0.19, 1.17), mat.matte("red wine", "#4a0f14", 0.05))
build.rod("wine stem", (0.58, -0.19, 1.065), (0.58, -0.19, 1.165), 0.004, mat.glass("stem glass"))
build.cylinder("candle glass", 0.035, 0.07, (0.45, -0.12, 1.065), mat.glass("candle holder", "#e9dcc8", 0.2))
flame = build.sphere("flame", 0.008, (0.45, -0.12, 1.125), mat.emission("flame", "#ffb15c", 40.0), scale=(1, 1, 2.2))
flame.visible_diffuse = flame.visible_shadow = False  # the candle's light is the bulb below; the flame is only seen
build.bulb("candle light", (0.45, -0.12, 1.14), 0.8, kelvin=1900, radius=0.01)
build.plant("bar plant", (1.95, -0.17, 1.065), rng, height=0.38, spread=0.15, leaves=26, pot=mat.matte("charcoal pot", "#333333", 0.6),
            pot_radius=0.08, pot_height=0.13, leaf_size=0.12)
build.plant("corner plant", (-2.0, -0.6, 0), rng, height=1.7, spread=0.35, leaves=60, pot=mat.concrete("concrete pot", "#8f8a83"), pot_radius=0.2,
            pot_height=0.4, leaf_size=0.24)

# Bare bulbs on long cords either side of the piece, and a dim warm glow from the room behind the camera.
for i, x in enumerate((-1.1, 1.1, -2.05)):
    build.pendant(f"pendant {i}", (x, -0.42, 3.1), 1.3 + 0.1 * (i % 2), steel, power=16.0, kelvin=2700, bare=True)
build.area_light("room glow", (0.0, -4.6, 2.6), (2.0, 1.0), 60.0, colour="#ffc58a", aim=(0.0, 0.0, 1.4))

place = ArtPlace(centre_x=0.0, centre_z=1.72, width=0.6, height=0.8)
camera(at=(0.0, -3.5, 1.45), target=(0.0, 0, 1.45), lens=28, shift_y=0.04)
render_room({"id": "cafe-evening-concrete", "name": "Concrete Café Bar at Night", "roomType": "Café", "light": "evening", "wall": "concrete", "orientation": "straight-on", "color": "Black", "exposure": 0.9}, [place], options)
