"""Gallery, evening: seven pieces in a salon hang on a tall white wall under warm track spotlights, a leather bench on oak parquet."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bpy  # noqa: E402
from mathutils import Vector  # noqa: E402
from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=6.4, height=3.8, depth=6.0, wall=mat.paint("gallery white", "#eceae4"), floor=mat.planks("oak parquet", "#b08660", "#74543a", plank_width=0.075), skirting="#e9e7e1")
shell.close()
build.night()
build.area_light("room fill", (0.5, -3.0, 3.75), (3.0, 3.0), 90, colour="#ffe6c8")

# The track: a black rail across the ceiling, spot heads on it, each a warm spot light aimed at the wall.
black = mat.metal("black track", "#151515", 0.4)
build.box("track", (5.0, 0.035, 0.03), (0, -1.3, 3.77), black, bevel=0.004)
for i, (x, aim_x, aim_z) in enumerate(((-1.6, -1.15, 1.75), (-0.5, -0.35, 1.8), (0.55, 0.35, 1.8), (1.6, 1.1, 1.75))):
    at, aim = Vector((x, -1.3, 3.62)), Vector((aim_x, 0, aim_z))
    build.rod(f"spot stem {i}", (x, -1.3, 3.77), at, 0.008, black)
    head = build.lathe(f"spot head {i}", [(0.04, -0.09), (0.045, 0.0), (0.045, 0.1), (0.03, 0.12)], at, black, thickness=0.002)
    head.rotation_euler = (at - aim).to_track_quat("Z", "Y").to_euler()
    bpy.ops.object.light_add(type="SPOT", location=at + (aim - at).normalized() * 0.1)
    spot = bpy.context.active_object
    spot.rotation_euler = (aim - at).to_track_quat("-Z", "Y").to_euler()
    spot.data.energy = 380
    spot.data.spot_size, spot.data.spot_blend = 0.75, 0.45
    spot.data.shadow_soft_size = 0.03
    spot.data.color = build.kelvin_rgb(3000)

# A long gallery bench: black leather cushion on a walnut frame; a plinth with a vessel at the far left.
walnut = mat.wood("walnut", "#77502f", "#41281a")
build.cushion("bench seat", (1.7, 0.46, 0.1), (0.2, -1.6, 0.36), mat.fabric("black leather", "#262321", roughness=0.45, weave_scale=40), puff=0.2)
build.box("bench frame", (1.72, 0.48, 0.05), (0.2, -1.6, 0.32), walnut, bevel=0.008)
for i, (lx, ly) in enumerate(((-0.58, -1.8), (0.98, -1.8), (-0.58, -1.4), (0.98, -1.4))):
    build.box(f"bench leg {i}", (0.05, 0.05, 0.32), (lx, ly, 0), walnut, bevel=0.006)
build.box("plinth", (0.45, 0.45, 1.0), (-2.45, -0.9, 0), mat.paint("plinth white", "#eeece6", texture=0.003), bevel=0.004)
build.lathe("vessel", [(0.06, 0), (0.14, 0.1), (0.15, 0.2), (0.07, 0.34), (0.06, 0.38), (0.075, 0.4)], (-2.45, -0.9, 1.0), mat.matte("black stoneware", "#2a2725", 0.55))
build.bulb("vessel spot", (-2.3, -1.6, 3.3), 40, kelvin=3000, radius=0.02)

# The salon hang: centred on 1.75 m, 7 cm gaps; a large centre piece, a stacked pair each side, a single at each end.
places = [
    ArtPlace(centre_x=0.0, centre_z=1.75, width=0.70, height=1.00),
    ArtPlace(centre_x=-0.67, centre_z=2.05, width=0.50, height=0.40),
    ArtPlace(centre_x=-0.62, centre_z=1.515, width=0.40, height=0.53),
    ArtPlace(centre_x=0.645, centre_z=1.95, width=0.45, height=0.60),
    ArtPlace(centre_x=0.645, centre_z=1.415, width=0.45, height=0.33),
    ArtPlace(centre_x=-1.165, centre_z=1.75, width=0.35, height=0.45),
    ArtPlace(centre_x=1.14, centre_z=1.75, width=0.40, height=0.50),
]
camera(at=(1.9, -4.1, 1.5), target=(-0.4, 0, 1.5), lens=26, shift_y=0.045)
render_room({"id": "gallery-wall-gallery-salon", "name": "Salon Hang Under Spotlights", "roomType": "Gallery", "light": "evening", "wall": "paint", "orientation": "angled", "color": "Black", "exposure": 1.0}, places, options)
