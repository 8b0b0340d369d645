"""Home office, evening: one piece on deep green panelling above a walnut desk, a lit brass lamp beside it, leather chair, bookshelf."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

green = "#2d4537"
shell = build.Shell(width=3.6, height=2.8, depth=4.2, wall=mat.panelling("green panelling", green, boards=8.0), side_wall=mat.paint("green paint", green),
                    floor=mat.planks("smoked oak", "#8a623f", "#4a3120"), skirting=green)
shell.close()
build.night()
rng = build.scatter(21)

# The desk under the piece: walnut on turned legs, a leather blotter, books, and the brass lamp lit on its right.
walnut = mat.wood("walnut", "#70492f", "#3b2518")
build.table("desk", (1.25, 0.62, 0.035), 0.75, (-0.1, -0.33), walnut, walnut, round_legs=True)
cognac = mat.leather("cognac leather", "#8a4a26")
build.box("blotter", (0.5, 0.34, 0.006), (-0.15, -0.4, 0.75), mat.leather("blotter leather", "#3a2a20"), bevel=0.002)
build.books("desk books", (-0.58, -0.4, 0.75), 3, rng, ["#6b2d2a", "#d9cfb8", "#233240"], lying=True)
build.cylinder("pen cup", 0.035, 0.1, (-0.5, -0.16, 0.75), mat.metal("brass cup", "#b08d57", 0.3))
for i in range(3):
    build.rod(f"pen {i}", (-0.5 + 0.01 * (i - 1), -0.16, 0.76), (-0.5 + 0.03 * (i - 1), -0.16 - 0.01 * i, 0.9 - 0.01 * i), 0.004, mat.matte("pen", "#151515", 0.3))
build.desk_lamp("brass lamp", (0.36, -0.16, 0.75), (-0.08, -0.14), mat.metal("brass", "#b8904f", 0.28), on=True, power=25.0)

# The leather desk chair: a walnut frame with a cognac seat and back cushion, turned towards the desk.
build.chair("desk chair", (-0.05, -0.95), 190, walnut, seat=cognac)
build.box("seat cushion", (0.42, 0.4, 0.06), (-0.05, -0.95, 0.46), cognac, bevel=0.025, rotate_z=10)
build.box("back cushion", (0.4, 0.06, 0.26), (-0.024, -1.09, 0.5), cognac, bevel=0.025, rotate_z=10)

# A full bookshelf in the right corner, a brass floor lamp with a glowing linen shade on the left.
sx0, sx1, depth = 0.72, 1.72, 0.32
for i, x in enumerate((sx0, sx1)):
    build.box(f"shelf side {i}", (0.025, depth, 2.12), (x, -depth / 2, 0), walnut, bevel=0.004)
palette = ["#6b2d2a", "#d9cfb8", "#233240", "#8c7a5b", "#2f3b2e", "#b5a27e", "#4a3b52", "#e6e0d2"]
for k, z in enumerate((0.06, 0.48, 0.9, 1.32, 1.72, 2.1)):
    build.box(f"shelf {k}", (sx1 - sx0, depth, 0.024), ((sx0 + sx1) / 2, -depth / 2, z), walnut, bevel=0.003)
    if k < 5:
        start = sx0 + 0.03 + rng.uniform(0, 0.2)
        build.books(f"book {k}", (start, -0.17, z + 0.024), rng.randint(11, 17), rng, rng.sample(palette, 5))
build.cylinder("shelf vase", 0.06, 0.2, (1.55, -0.16, 1.344), mat.matte("celadon", "#9fb5a0", 0.25), radius_top=0.035)
build.books("shelf stack", (1.52, -0.17, 0.504), 4, rng, palette, lying=True)
brass = mat.metal("brass stand", "#b8904f", 0.3)
build.cylinder("floor lamp base", 0.15, 0.025, (-1.3, -0.55, 0), brass)
build.rod("floor lamp stem", (-1.3, -0.55, 0.02), (-1.3, -0.55, 1.35), 0.011, brass)
shade = build.open_cone("floor lamp shade", 0.22, 0.17, 0.3, (-1.3, -0.55, 1.3), mat.lampshade("linen shade", "#f2e9d8"))
shade.visible_diffuse = False  # its inside, lit hard by the bulb, seen by the walls' bounces would only add fireflies
build.bulb("floor lamp bulb", (-1.3, -0.55, 1.42), 24.0, kelvin=2500, radius=0.04)
build.box("rug", (2.4, 1.7, 0.012), (-0.1, -1.25, 0), mat.fabric("rust wool rug", "#7b3a28", weave_scale=140), bevel=0.004)
build.area_light("ceiling glow", (0.0, -2.2, 2.75), (1.2, 1.2), 50.0, colour="#ffd6a0", aim=(0.0, -2.2, 0.0))

place = ArtPlace(centre_x=-0.1, centre_z=1.5, width=0.5, height=0.7)
camera(at=(-1.25, -3.1, 1.35), target=(0.05, 0, 1.35), lens=28)
render_room({"id": "office-evening-panelling", "name": "Green Panelled Study at Night", "roomType": "Home Office", "light": "evening", "wall": "wood panelling", "orientation": "angled", "color": "Gold", "exposure": 1.2}, [place], options)
