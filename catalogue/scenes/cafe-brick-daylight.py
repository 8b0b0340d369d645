"""Café, daylight: one piece on red brick above a green leather banquette, marble bistro tables with cups, bentwood chairs, a big window on the left."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=5.0, height=3.1, depth=5.5, wall=mat.upright(mat.brick("red brick", "#9c4a35", mortar="#b3a895")), side_wall=mat.paint("cream", "#e7e0d2"),
                    floor=mat.tiles("checker tiles", "#e9e5dc", "#2b2b2b", size=0.3, roughness=0.45))
shell.window("left", centre=-2.0, width=2.2, height=2.1, sill=0.55)
shell.close()
build.daylight(elevation=40, azimuth=60, strength=1.8)  # the sun on the far side: the window lets in sky light only
rng = build.scatter(51)

# The banquette along the wall: a walnut plinth, a long seat cushion and a channel-tufted back in green leather.
leather = mat.leather("bottle green leather", "#35503f")
walnut = mat.wood("walnut", "#6f4a31", "#3d271a")
build.box("banquette plinth", (3.8, 0.52, 0.3), (0, -0.28, 0), walnut, bevel=0.01)
build.box("banquette seat", (3.8, 0.5, 0.14), (0, -0.29, 0.3), leather, bevel=0.04)
for i in range(19):
    build.box(f"banquette channel {i}", (0.2, 0.12, 0.5), (-1.8 + 0.2 * i, -0.08, 0.44), leather, bevel=0.045)
build.box("banquette cap", (3.8, 0.14, 0.03), (0, -0.07, 0.94), walnut, bevel=0.008)

# Three marble tables with chairs on the near side; coffee, a plate with a pastry, a bud vase.
marble = mat.plaster("white marble", "#f1eee8", "#d7d2ca", roughness=0.15)
cast = mat.metal("cast iron", "#262626", 0.5)
bentwood = mat.wood("bentwood", "#4a3020", "#2a1a10")
china = mat.matte("white china", "#f5f3ee", 0.12)
for i, x in enumerate((-1.45, 0.0, 1.45)):
    build.bistro_table(f"table {i}", (x, -0.85), marble, cast)
    build.bistro_chair(f"chair {i}", (x + 0.05 * (i - 1), -1.45), 180 + rng.uniform(-12, 12), bentwood)
    for j, (dx, dy) in enumerate(((-0.11, -0.05), (0.12, 0.03))[: 1 + i % 2]):
        build.cylinder(f"saucer {i} {j}", 0.065, 0.012, (x + dx, -0.85 + dy, 0.74), china, radius_top=0.07)
        build.mug(f"cup {i} {j}", (x + dx, -0.85 + dy, 0.752), china, radius=0.038, height=0.065, fill="#6b4a2e")
build.cylinder("pastry plate", 0.09, 0.012, (0.1, -0.95, 0.74), china, radius_top=0.1)
build.sphere("croissant", 0.06, (0.1, -0.95, 0.775), mat.matte("baked crust", "#c07a35", 0.55), scale=(1.3, 0.7, 0.45), rotation=(0, 0, 0.4))
build.cylinder("bud vase", 0.025, 0.12, (-1.35, -0.75, 0.74), mat.glass("vase glass", "#dfe8e2"), radius_top=0.012)
build.plant("sprig", (-1.35, -0.75, 0.8), rng, height=0.19, spread=0.05, leaves=10, pot_radius=0.001, pot_height=0.05, leaf_size=0.06)

# A big fig in the corner by the window and a sheer café curtain on a brass rail across its lower half.
build.plant("fig", (-2.2, -0.4, 0), rng, height=1.92, spread=0.38, leaves=80, pot=mat.matte("glazed pot", "#3c4850", 0.35), pot_radius=0.2,
            pot_height=0.42, leaf_size=0.26)
brass = mat.metal("brass", "#b8904f", 0.3)
build.rod("curtain rail", (-2.44, -3.1, 1.5), (-2.44, -0.9, 1.5), 0.01, brass)
build.side_curtains("cafe curtain", -2.43, [(-3.05, -0.95)], 1.48, 0.6, mat.fabric("cafe voile", "#f2ede2", weave_scale=300), folds=10, depth=0.02)
build.area_light("shopfront glow", (0.0, -5.3, 2.4), (2.5, 1.2), 160.0, colour="#fff0dc", aim=(0.0, 0.0, 1.2))

place = ArtPlace(centre_x=0.0, centre_z=1.67, width=0.7, height=0.9)
camera(at=(1.25, -3.4, 1.35), target=(-0.35, 0, 1.35), lens=28)
render_room({"id": "cafe-brick-daylight", "name": "Red Brick Café", "roomType": "Café", "light": "daylight", "wall": "brick", "orientation": "angled", "color": "Black", "exposure": 1.5}, [place], options)
