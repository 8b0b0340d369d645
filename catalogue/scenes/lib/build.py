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


def plant(name, at, rng, height=1.6, spread=0.4, leaves=60, pot=None, pot_radius=0.2, leaf_size=0.13, colour="#3f6b3a"):
    """A potted leafy plant (a fig, a rubber plant): a tapered pot, stems, and `leaves` leaves in a crown."""
    x, y, z = at
    pot = pot or mat.matte("pot", "#d8d2c6", 0.5)
    pot_height = pot_radius * 1.6
    cylinder(f"{name} pot", pot_radius * 0.8, pot_height, (x, y, z), pot, radius_top=pot_radius)
    cylinder(f"{name} soil", pot_radius * 0.95, 0.01, (x, y, z + pot_height - 0.04), mat.matte("soil", "#3a2c22", 0.95))
    bark = mat.wood(f"{name} bark", "#6f5a44", "#3f3124")
    for i in range(3):
        a = 2 * math.pi * i / 3 + rng.uniform(-0.4, 0.4)
        lean = rng.uniform(0.05, 0.15)
        rod(f"{name} stem {i}", (x, y, z + pot_height - 0.05), (x + lean * math.cos(a), y + lean * math.sin(a), z + height * rng.uniform(0.85, 1.0)), 0.012, bark)
    green = mat.leaf(f"{name} leaves", colour)
    low = z + pot_height + 0.15
    for i in range(leaves):
        h = rng.uniform(low, z + height)
        # The crown widens in its middle, as a pruned plant grows.
        r = spread * math.sin(math.pi * (h - low) / (z + height - low + 1e-6)) * rng.uniform(0.3, 1.0) + 0.03
        a = rng.uniform(0, 2 * math.pi)
        s = leaf_size * rng.uniform(0.75, 1.2)
        sphere(f"{name} leaf {i}", s, (x + r * math.cos(a), y + r * math.sin(a), h), green, scale=(1.0, 0.45, 0.05),
               rotation=(rng.uniform(-0.9, 0.9), rng.uniform(-0.5, 0.5), a + rng.uniform(-0.6, 0.6)))


def shade(name, radius_bottom, radius_top, height, at, material):
    """An open lampshade (no caps, so a bulb inside lights the room above and below it)."""
    bpy.ops.mesh.primitive_cone_add(vertices=48, radius1=radius_bottom, radius2=radius_top, depth=height, end_fill_type="NOTHING",
                                    location=(at[0], at[1], at[2] + height / 2))
    obj = bpy.context.active_object
    obj.name = name
    obj.modifiers.new("thickness", "SOLIDIFY").thickness = 0.003
    return _finish(obj, material, 0)


def table_lamp(name, at, base, shade_colour="#efe6d2", lit=False, power=25, height=0.55, shade_radius=0.17):
    """A table lamp standing on `at`: a turned ceramic base, a brass stem, an open linen shade; `lit` puts a warm bulb in it."""
    x, y, z = at
    body = height * 0.45
    cylinder(f"{name} foot", 0.07, 0.02, (x, y, z), base)
    sphere(f"{name} body", body / 2, (x, y, z + 0.02 + body / 2), base, scale=(0.8, 0.8, 1.0))
    brass = mat.metal(f"{name} brass", "#b08d57", 0.3)
    rod(f"{name} stem", (x, y, z + body), (x, y, z + height - 0.06), 0.007, brass)
    shade(f"{name} shade", shade_radius, shade_radius * 0.75, shade_radius * 1.3, (x, y, z + height - shade_radius * 1.3 * 0.75), mat.lampshade(f"{name} linen", shade_colour))
    if lit:
        bulb(f"{name} bulb", (x, y, z + height - shade_radius * 0.5), power, radius=0.02)


def group(name, at, rotate_z=0.0):
    """An empty that parts are parented to, so a piece of furniture is built at the origin and then placed and turned as one."""
    bpy.ops.object.empty_add(location=at)
    empty = bpy.context.active_object
    empty.name = name
    empty.rotation_euler.z = math.radians(rotate_z)
    return empty


def armchair(name, at, upholstery, legs, rotate_z=0.0, width=0.78, depth=0.8):
    """A lounge armchair (seat 0.42 m): upholstered box with a loose cushion, a reclined back, track arms, tapered legs; it faces -y before `rotate_z`."""
    parts = []
    w, d = width, depth
    parts.append(box(f"{name} base", (w, d, 0.2), (0, 0, 0.16), upholstery, bevel=0.03))
    parts.append(box(f"{name} cushion", (w - 0.2, d - 0.16, 0.1), (0, -0.06, 0.33), upholstery, bevel=0.04))
    back = box(f"{name} back", (w - 0.2, 0.16, 0.46), (0, d / 2 - 0.1, 0.34), upholstery, bevel=0.05)
    back.rotation_euler.x = math.radians(-10)
    parts.append(back)
    for i, x in enumerate((-w / 2 + 0.05, w / 2 - 0.05)):
        parts.append(box(f"{name} arm {i}", (0.1, d, 0.46), (x, 0, 0.16), upholstery, bevel=0.04))
    for i, (x, y) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        parts.append(cylinder(f"{name} leg {i}", 0.022, 0.16, (x * (w / 2 - 0.06), y * (d / 2 - 0.06), 0), legs, radius_top=0.015))
    parent = group(name, at, rotate_z)
    for part in parts:
        part.parent = parent
    return parent


def duvet(name, width, length, at, material, overhang=0.22, rumple=0.035, seed=0):
    """A rumpled duvet over `width` x `length` of a mattress, centred on `at` (the mattress top): it falls over the sides and the foot by `overhang`."""
    from mathutils import noise
    x0, y0, z0 = at
    full_w, full_l = width + 2 * overhang, length + overhang
    bpy.ops.mesh.primitive_grid_add(x_subdivisions=64, y_subdivisions=64, size=1, location=(x0, y0 - overhang / 2, z0))
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = (full_w, full_l, 1)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    offset = Vector((seed * 7.1, seed * 3.3, 0))
    for v in obj.data.vertices:
        x, y = v.co.x, v.co.y - overhang / 2  # y: 0 at the covered part's centre, the foot at -length / 2
        z = rumple * noise.noise(Vector((x * 3, y * 3, 0)) + offset) + 0.4 * rumple * noise.noise(Vector((x * 9, y * 9, 1)) + offset)
        # Past the mattress's edges the cover falls: the overhang turns down its side, swinging out a little.
        side = abs(x) - width / 2
        if side > 0:
            x = math.copysign(width / 2 + 0.02 + 0.02 * math.sin(side * 12), x)
            z -= side
        foot = -length / 2 - y
        if foot > 0:
            y = -length / 2 - 0.02 - 0.02 * math.sin(foot * 12)
            z -= foot
        v.co = (x, y + overhang / 2, z)
    obj.modifiers.new("thickness", "SOLIDIFY").thickness = 0.03
    obj.modifiers.new("soft", "SUBSURF").levels = 1
    return _finish(obj, material, 0)


def pillow(name, size, at, material, lean=0.0, rotate_z=0.0):
    """A plump pillow: a box rounded into a cushion, standing on `at`, leaning back by `lean` degrees."""
    obj = box(name, size, at, material, bevel=min(size) * 0.35, rotate_z=rotate_z)
    obj.modifiers.new("soft", "SUBSURF").levels = 2
    # Filled in its middle and thin at its seams, as a pillow is.
    cast = obj.modifiers.new("plump", "CAST")
    cast.factor = 0.25
    obj.rotation_euler.x = math.radians(-lean)
    return obj


def bed(name, at, frame, linen, pillows, width=1.6, length=2.05, headboard=1.1, seed=0):
    """A bed against the art wall, its head at y = `at`[1]: an upholstered frame and headboard, mattress (top 0.58 m), rumpled duvet, four pillows."""
    x, y, _ = at
    cy = y - length / 2
    box(f"{name} headboard", (width + 0.12, 0.1, headboard), (x, y - 0.05, 0), frame, bevel=0.03)
    box(f"{name} frame", (width + 0.1, length, 0.3), (x, cy, 0.08), frame, bevel=0.025)
    for i, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        box(f"{name} foot {i}", (0.06, 0.06, 0.08), (x + dx * (width / 2 - 0.05), cy + dy * (length / 2 - 0.05), 0), mat.matte("foot", "#2a2623", 0.5), bevel=0.005)
    mattress = mat.fabric(f"{name} ticking", "#f1eee8")
    box(f"{name} mattress", (width, length - 0.12, 0.22), (x, cy - 0.04, 0.36), mattress, bevel=0.04)
    duvet(f"{name} duvet", width, length - 0.62, (x, cy - 0.29, 0.6), linen, seed=seed)
    for i, dx in enumerate((-width / 4, width / 4)):
        pillow(f"{name} pillow {i}", (width / 2 - 0.08, 0.16, 0.5), (x + dx, y - 0.22, 0.56), pillows, lean=18, rotate_z=(-1) ** i * 3)
        pillow(f"{name} front pillow {i}", (width / 2 - 0.14, 0.14, 0.38), (x + dx, y - 0.38, 0.58), linen, lean=24, rotate_z=(-1) ** i * -4)


def nightstand(name, at, material, knob, width=0.48, depth=0.4, height=0.55):
    """A bedside table on `at`: a carcass with one drawer (a shadow gap round its front) and a knob."""
    x, y, z = at
    box(f"{name} body", (width, depth, height - 0.1), (x, y, z + 0.1), material, bevel=0.006)
    box(f"{name} drawer", (width - 0.03, 0.01, 0.16), (x, y - depth / 2 - 0.003, z + height - 0.2), material, bevel=0.003)
    cylinder(f"{name} knob", 0.013, 0.02, (x, y - depth / 2 - 0.012, z + height - 0.12), knob)
    for i, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        cylinder(f"{name} leg {i}", 0.016, 0.1, (x + dx * (width / 2 - 0.04), y + dy * (depth / 2 - 0.04), z), material, radius_top=0.012)
