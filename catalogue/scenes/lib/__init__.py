"""Shared helpers of the room scene scripts (run inside Blender: `blender -b -P <room>.py -- --out DIR`)."""
