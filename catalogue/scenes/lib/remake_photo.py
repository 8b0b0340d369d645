"""
A room's photo made again from the passes its render dumped (`DUMP_PASSES=passes.npz`), with the
filters render.py has now: a filter changed after a room was rendered reaches its photo in
minutes, not an hour of rendering. Writes photo.webp beside room.json (its exposure and size):

    blender -b --factory-startup -noaudio -P catalogue/scenes/lib/remake_photo.py -- passes.npz catalogue/rendered/<room>
"""

import json
import os
import sys

# catalogue/scenes, so that `lib` is a package as the scenes import it.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402
from lib.render import _configure, new_scene, save_photo  # noqa: E402

passes, room_dir = sys.argv[sys.argv.index("--") + 1 :]
with open(os.path.join(room_dir, "room.json")) as f:
    room = json.load(f)
scene = new_scene()
_configure(scene, room["width"], room["height"], room["samples"], room["exposure"])
save_photo(scene, dict(np.load(passes)), os.path.join(room_dir, "photo.webp"))
