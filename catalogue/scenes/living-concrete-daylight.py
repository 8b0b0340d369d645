"""Living room, daylight: a wide landscape piece over a low grey modular sofa on board-formed concrete, a big plant, a wool rug."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from lib import build, materials as mat  # noqa: E402
from lib.render import ArtPlace, arguments, camera, new_scene, render_room  # noqa: E402

options = arguments()
new_scene()

shell = build.Shell(width=5.0, height=2.85, depth=5.2, wall=mat.concrete("board concrete", "#bdb9b1"),
                    side_wall=mat.paint("white", "#eeece7"), floor=mat.planks("pale oak", "#d6b993", "#a5825c", plank_width=0.2))
shell.window("right", centre=-1.8, width=2.4, height=2.3, sill=0.3)
shell.close()
build.daylight(elevation=30, azimuth=130, strength=1.0)

# The low modular sofa: a black recessed plinth, three seat and three back cushions, block arms.
linen = mat.fabric("stone linen", "#bcb5a9")
plinth = mat.matte("black plinth", "#1e1e1e", 0.5)
y = -0.52
build.box("sofa plinth", (2.3, 0.8, 0.08), (0, y, 0), plinth, bevel=0.005)
build.box("sofa base", (2.5, 0.98, 0.18), (0, y, 0.08), linen, bevel=0.025)
for i, x in enumerate((-0.72, 0.0, 0.72)):
    build.cushion(f"seat cushion {i}", (0.71, 0.82, 0.13), (x, y - 0.06, 0.26), linen, puff=0.15)
    build.cushion(f"back cushion {i}", (0.71, 0.2, 0.34), (x, y + 0.36, 0.26), linen, puff=0.3)
for i, x in enumerate((-1.18, 1.18)):
    build.box(f"arm {i}", (0.14, 0.98, 0.4), (x, y, 0.08), linen, bevel=0.04)
build.cushion("cushion a", (0.45, 0.13, 0.43), (-0.78, y + 0.18, 0.38), mat.fabric("mustard cushion", "#c49a3c"), puff=0.5, rotation=(-10, 0, 6))
build.cushion("cushion b", (0.42, 0.13, 0.4), (-0.42, y + 0.2, 0.38), mat.fabric("charcoal cushion", "#3d3f42"), puff=0.5, rotation=(-10, 0, -5))
build.cushion("cushion c", (0.4, 0.12, 0.4), (0.85, y + 0.2, 0.38), mat.fabric("white cushion", "#ece6da"), puff=0.5, rotation=(-10, 0, -8))

# A round travertine coffee table on a big cream rug, with books, a bowl and a ceramic jug.
travertine = mat.plaster("travertine", "#e2d6c1", "#c8b699", roughness=0.55)
build.box("rug", (3.2, 2.3, 0.014), (0.1, -1.65, 0), mat.fabric("cream wool", "#d6cdbb", weave_scale=120), bevel=0.005)
build.cylinder("coffee table", 0.48, 0.33, (0.05, -1.75, 0), travertine, bevel=0.01, vertices=96)
rng = build.scatter(21)
build.books("book", (-0.15, -1.7, 0.33), 3, rng, ["#e8e1d4", "#4a5a4f", "#1f1f1f"], lying=True)
build.cylinder("bowl", 0.1, 0.06, (0.25, -1.85, 0.33), mat.matte("black bowl", "#222120", 0.35), radius_top=0.14)
build.cylinder("jug", 0.07, 0.22, (0.2, -1.55, 0.33), mat.matte("white stoneware", "#efebe3", 0.45), radius_top=0.05)

# A big fiddle-leaf fig in the left corner, a side table with a lamp (off) right of the sofa.
build.plant("fig", (-1.75, -0.6, 0), rng, height=2.15, spread=0.5, leaves=70, pot=mat.concrete("pot concrete", "#8f8b84"), pot_radius=0.24, leaf_size=0.36)
oak = mat.wood("oak", "#c49a6c", "#8a6442")
build.cylinder("side table", 0.22, 0.48, (1.58, -0.45, 0), oak, bevel=0.01)
build.table_lamp("lamp", (1.58, -0.45, 0.48), mat.matte("white glaze", "#f0ece4", 0.25), height=0.5, shade_radius=(0.15, 0.112), shade_height=0.195)
build.books("side book", (1.6, -0.5, 0.48), 1, rng, ["#7f3b2a"], lying=True)

place = ArtPlace(centre_x=0.0, centre_z=1.33, width=1.4, height=0.8)
camera(at=(0.3, -4.6, 1.2), target=(0.3, 0, 1.2), lens=28, shift_y=-0.04)
render_room({"id": "living-concrete-daylight", "name": "Concrete Wall Living Room", "roomType": "Living Room", "light": "daylight", "wall": "concrete", "orientation": "straight-on", "color": "Oak", "exposure": 1.15}, [place], options)
