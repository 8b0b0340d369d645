"""Geometry for the rendered rooms: bevelled boxes and turned shapes, the room's shell, lights.

Units are metres. The art wall is the plane y = 0, facing -y (towards the camera), its floor at
z = 0 and its centre at x = 0; the room runs from y = 0 to y = -depth.
"""

import math
import random

import bpy
from mathutils import Vector

from . import materials as mat


def _finish(obj, material, bevel, smooth=True):
    if material is not None:
        obj.data.materials.append(material)
    if bevel:
        mod = obj.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = 3
        mod.limit_method = "ANGLE"
    if smooth:
        for polygon in obj.data.polygons:
            polygon.use_smooth = True
        obj.data.use_auto_smooth = True
        obj.data.auto_smooth_angle = math.radians(35)
    return obj


def box(name, size, at, material, bevel=0.006, rotate_z=0.0):
    """A box of `size` (x, y, z) whose bottom centre is at `at`, its edges rounded by `bevel`."""
    bpy.ops.mesh.primitive_cube_add(size=1, location=(at[0], at[1], at[2] + size[2] / 2))
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    obj.rotation_euler.z = math.radians(rotate_z)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    return _finish(obj, material, bevel)


def cylinder(name, radius, height, at, material, bevel=0.004, vertices=48, radius_top=None):
    """An upright cylinder (or a cone frustum with `radius_top`) standing on `at`."""
    if radius_top is None:
        bpy.ops.mesh.primitive_cylinder_add(vertices=vertices, radius=radius, depth=height, location=(at[0], at[1], at[2] + height / 2))
    else:
        bpy.ops.mesh.primitive_cone_add(vertices=vertices, radius1=radius, radius2=radius_top, depth=height, location=(at[0], at[1], at[2] + height / 2))
    obj = bpy.context.active_object
    obj.name = name
    return _finish(obj, material, bevel)


def sphere(name, radius, at, material, scale=(1, 1, 1), rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=radius, location=at)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = scale
    obj.rotation_euler = rotation
    return _finish(obj, material, 0)


def rod(name, start, end, radius, material):
    """A round bar from `start` to `end` (legs, rails, lamp stems)."""
    a, b = Vector(start), Vector(end)
    bpy.ops.mesh.primitive_cylinder_add(vertices=24, radius=radius, depth=(b - a).length, location=(a + b) / 2)
    obj = bpy.context.active_object
    obj.name = name
    obj.rotation_euler = (b - a).to_track_quat("Z", "Y").to_euler()
    return _finish(obj, material, 0)


class Shell:
    """The room's walls, floor and ceiling as boxes (walls have thickness, so light does not leak)."""

    T = 0.12  # wall thickness

    def __init__(self, width, height, depth, wall, floor, ceiling=None, side_wall=None, skirting="#f4f1ea"):
        self.width, self.height, self.depth = width, height, depth
        self.wall, self.side_wall = wall, side_wall or wall
        ceiling = ceiling or mat.paint("ceiling", "#f3f1ec", texture=0.004)
        t = self.T
        box("floor", (width + 2 * t, depth + 2 * t, t), (0, -depth / 2, -t), floor, bevel=0)
        box("ceiling", (width + 2 * t, depth + 2 * t, t), (0, -depth / 2, height), ceiling, bevel=0)
        box("art wall", (width + 2 * t, t, height), (0, t / 2, 0), wall, bevel=0)
        self.openings = {"left": [], "right": [], "back": []}
        self.skirting = mat.matte("skirting", skirting, roughness=0.4)

    def window(self, side, centre, width, height, sill):
        """An opening in the `left`, `right` or `back` (behind the camera) wall: (centre along the wall, width, height, sill)."""
        self.openings[side].append((centre, width, height, sill))

    def close(self, skirting=True):
        """Builds the side and back walls around their openings, glazing bars and portal lights in each."""
        w, d, h, t = self.width, self.depth, self.height, self.T
        for side, x in (("left", -w / 2 - t / 2), ("right", w / 2 + t / 2)):
            self._wall_with_openings(side, along="y", fixed=x, start=-d, end=0)
        self._wall_with_openings("back", along="x", fixed=-d - t / 2, start=-w / 2, end=w / 2)
        if skirting:
            box("skirting art", (w, 0.015, 0.09), (0, -0.0075, 0), self.skirting, bevel=0.003)
            box("skirting left", (0.015, d, 0.09), (-w / 2 + 0.0075, -d / 2, 0), self.skirting, bevel=0.003)
            box("skirting right", (0.015, d, 0.09), (w / 2 - 0.0075, -d / 2, 0), self.skirting, bevel=0.003)

    def _wall_with_openings(self, side, along, fixed, start, end):
        h, t = self.height, self.T
        pieces = []  # (from, to, bottom, top) along the wall
        cursor = start
        for centre, width, height, sill in sorted(self.openings[side]):
            a, b = centre - width / 2, centre + width / 2
            pieces.append((cursor, a, 0, h))
            pieces.append((a, b, 0, sill))
            pieces.append((a, b, sill + height, h))
            cursor = b
            self._glazing(side, along, fixed, a, b, sill, sill + height)
        pieces.append((cursor, end, 0, h))
        for i, (a, b, bottom, top) in enumerate(pieces):
            if b - a < 1e-4 or top - bottom < 1e-4:
                continue
            mid = (a + b) / 2
            if along == "y":
                box(f"{side} wall {i}", (t, b - a, top - bottom), (fixed, mid, bottom), self.side_wall, bevel=0)
            else:
                box(f"{side} wall {i}", (b - a, t, top - bottom), (mid, fixed, bottom), self.side_wall, bevel=0)

    def _glazing(self, side, along, fixed, a, b, bottom, top):
        frame = mat.matte("window frame", "#f2f0ea", roughness=0.35)
        bar = 0.045
        mid = (a + b) / 2
        width, height = b - a, top - bottom
        parts = [(mid, width, bottom, bar), (mid, width, top - bar, bar), (a + bar / 2, bar, bottom, height), (b - bar / 2, bar, bottom, height), (mid, bar * 0.7, bottom, height)]
        for i, (c, span, z, tall) in enumerate(parts):
            size = (0.06, span, tall) if along == "y" else (span, 0.06, tall)
            at = (fixed, c, z) if along == "y" else (c, fixed, z)
            box(f"{side} glazing {i}", size, at, frame, bevel=0.004)
        # Cycles' light portal: the sky's light enters through the opening with far less noise.
        bpy.ops.object.light_add(type="AREA", location=(fixed, mid, bottom + height / 2) if along == "y" else (mid, fixed, bottom + height / 2))
        portal = bpy.context.active_object
        portal.name = f"{side} portal"
        portal.data.shape = "RECTANGLE"
        portal.data.cycles.is_portal = True
        # An area light shines along its local -Z: turned to face into the room. On the side walls
        # its local X is then vertical (the height), on the back wall horizontal (the width).
        if side == "back":
            portal.rotation_euler = (math.radians(90), 0, 0)
            portal.data.size, portal.data.size_y = width, height
        else:
            portal.rotation_euler = (0, math.radians(-90 if side == "left" else 90), 0)
            portal.data.size, portal.data.size_y = height, width

def daylight(elevation, azimuth, strength=1.0, turbidity_air=1.0):
    """A clear sky (Nishita) and its sun, `azimuth` in degrees from +x counter-clockwise."""
    world = bpy.context.scene.world or bpy.data.worlds.new("world")
    bpy.context.scene.world = world
    world.use_nodes = True
    nodes = world.node_tree.nodes
    sky = nodes.new("ShaderNodeTexSky")
    sky.sky_type = "NISHITA"
    sky.sun_elevation = math.radians(elevation)
    sky.sun_rotation = math.radians(azimuth)
    sky.air_density = turbidity_air
    sky.dust_density = 1.5
    sky.sun_intensity = 1.0
    background = nodes["Background"]
    background.inputs["Strength"].default_value = 0.35 * strength
    world.node_tree.links.new(sky.outputs["Color"], background.inputs["Color"])
    return sky


def night(colour="#1b2233", strength=0.05):
    """Evening outside: a dim blue sky that the windows show."""
    world = bpy.context.scene.world or bpy.data.worlds.new("world")
    bpy.context.scene.world = world
    world.use_nodes = True
    background = world.node_tree.nodes["Background"]
    background.inputs["Color"].default_value = mat.linear(colour)
    background.inputs["Strength"].default_value = strength


def area_light(name, at, size, power, colour="#ffffff", aim=None):
    bpy.ops.object.light_add(type="AREA", location=at)
    light = bpy.context.active_object
    light.name = name
    light.data.shape = "RECTANGLE"
    light.data.size, light.data.size_y = size
    light.data.energy = power
    light.data.color = mat.linear(colour)[:3]
    if aim is not None:
        light.rotation_euler = (Vector(aim) - Vector(at)).to_track_quat("-Z", "Y").to_euler()
    return light


def bulb(name, at, power, kelvin=2700, radius=0.03):
    """A warm point light (a bulb in a shade); `kelvin` picks its colour."""
    bpy.ops.object.light_add(type="POINT", location=at)
    light = bpy.context.active_object
    light.name = name
    light.data.energy = power
    light.data.shadow_soft_size = radius
    light.data.color = kelvin_rgb(kelvin)
    return light


def kelvin_rgb(kelvin):
    """An approximate black-body colour, normalised to its brightest channel (linear)."""
    t = kelvin / 100
    r = 1.0 if t <= 66 else min(1.0, 1.2929 * (t - 60) ** -0.1332)
    g = min(1.0, 0.3901 * math.log(t) - 0.6318) if t <= 66 else min(1.0, 1.1298 * (t - 60) ** -0.0755)
    b = 1.0 if t >= 66 else (0.0 if t <= 19 else min(1.0, 0.5432 * math.log(t - 10) - 1.1962))
    return tuple(max(0.0, c) ** 2.2 for c in (r, g, b))


def scatter(seed):
    """A seeded random source: the same room renders the same every time."""
    return random.Random(seed)


def curtain(name, x0, x1, y, top, bottom, material, folds=9, depth=0.05):
    """A linen curtain hanging in soft folds between x0 and x1 (a plane waved along its width)."""
    width = x1 - x0
    bpy.ops.mesh.primitive_grid_add(x_subdivisions=max(24, folds * 8), y_subdivisions=8, size=1, location=((x0 + x1) / 2, y, (top + bottom) / 2))
    obj = bpy.context.active_object
    obj.name = name
    obj.rotation_euler = (math.radians(90), 0, 0)
    obj.scale = (width, top - bottom, 1)
    bpy.ops.object.transform_apply(location=False, rotation=True, scale=True)
    for v in obj.data.vertices:
        u = (v.co.x + width / 2) / width
        v.co.y += depth * math.sin(u * folds * 2 * math.pi)
    solid = obj.modifiers.new("thickness", "SOLIDIFY")
    solid.thickness = 0.004
    return _finish(obj, material, 0)


def books(name, at, count, rng, colours, lying=False):
    """A row (or a stack, `lying`) of books of varied sizes and spines."""
    x, y, z = at
    for i in range(count):
        w, h, d = rng.uniform(0.025, 0.05), rng.uniform(0.2, 0.28), rng.uniform(0.15, 0.2)
        material = matte_cached(colours[i % len(colours)])
        if lying:
            box(f"{name} {i}", (h, d, w), (x + rng.uniform(-0.01, 0.01), y, z), material, bevel=0.002, rotate_z=rng.uniform(-8, 8))
            z += w
        else:
            box(f"{name} {i}", (w, d, h), (x, y, z), material, bevel=0.002)
            x += w + 0.002


_MATTES = {}


def matte_cached(colour):
    if colour not in _MATTES:
        _MATTES[colour] = mat.matte(f"cover {colour}", colour, roughness=0.55)
    return _MATTES[colour]
