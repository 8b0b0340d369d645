"""Gallery, daylight: one large piece centred on a long white wall, a low walnut bench below it, polished concrete, tall windows and a lay-light."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

floor = mat.concrete("polished concrete", "#a29d95")
floor.node_tree.nodes["Principled BSDF"].inputs["Roughness"].default_value = 0.2  # ground and sealed: it mirrors the windows softly
shell = build.Shell(width=7.0, height=3.6, depth=6.5, wall=mat.paint("gallery white", "#f1f0ec", texture=0.006), floor=floor, skirting="#f1f0ec")
shell.window("left", centre=-1.7, width=1.5, height=2.6, sill=0.5)
shell.window("left", centre=-4.2, width=1.5, height=2.6, sill=0.5)
shell.close(skirting=False)
build.daylight(elevation=42, azimuth=300, strength=1.0)
# The lay-light: a diffusing glass ceiling over the room, lit by the sky above it.
build.area_light("lay-light", (0.0, -2.8, 3.58), (4.5, 3.0), 300.0, colour="#f3f5fa")

# The bench: a walnut slab on black steel sled legs, well below the piece.
walnut = mat.wood("walnut", "#6d4830", "#3c271a")
steel = mat.metal("black steel", "#1d1d1d", 0.45)
build.box("bench top", (1.7, 0.44, 0.05), (0.0, -1.3, 0.4), walnut, bevel=0.01)
for i, x in enumerate((-0.7, 0.7)):
    build.box(f"bench leg {i}", (0.03, 0.4, 0.4), (x, -1.3, 0), steel, bevel=0.004)
    build.box(f"bench foot {i}", (0.06, 0.42, 0.015), (x, -1.3, 0), steel, bevel=0.003)
build.box("catalogue", (0.22, 0.28, 0.012), (0.45, -1.33, 0.45), mat.matte("catalogue cover", "#e8e3da", 0.5), bevel=0.002, rotate_z=-7)

# The wall label beside the piece, and a bench-height plinth with a ceramic far left, against the wall.
build.box("wall label", (0.12, 0.004, 0.08), (0.95, -0.002, 1.34), mat.matte("label card", "#fbfaf7", 0.6), bevel=0.001)
build.box("plinth", (0.45, 0.45, 0.9), (-2.2, -0.6, 0), mat.matte("plinth white", "#f3f2ee", 0.55), bevel=0.004)
build.cylinder("vessel", 0.1, 0.34, (-2.2, -0.6, 0.9), mat.matte("black clay", "#262321", 0.6), radius_top=0.05, vertices=64)

place = ArtPlace(centre_x=0.0, centre_z=1.6, width=1.0, height=1.3)
camera(at=(0.0, -4.8, 1.35), target=(0.0, 0, 1.35), lens=30, shift_y=-0.025)
render_room({"id": "gallery-white-cube", "name": "White Cube Gallery", "roomType": "Gallery", "light": "daylight", "wall": "paint", "orientation": "straight-on", "color": "White", "exposure": 0.5}, [place], options)
