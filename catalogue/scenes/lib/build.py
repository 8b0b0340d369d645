"""Geometry for the rendered rooms: bevelled boxes and turned shapes, the room's shell, lights.

Units are metres. The art wall is the plane y = 0, facing -y (towards the camera), its floor at
z = 0 and its centre at x = 0; the room runs from y = 0 to y = -depth.
"""

import math
import random

import bmesh
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


# --- Furniture and props shared by several rooms (appended for the gallery-wall rooms) ---


def group(name, parts, at=(0, 0, 0), rotate_z=0.0):
    """Parents `parts` (built around the origin) to one empty, then places and turns them together."""
    root = bpy.data.objects.new(name, None)
    bpy.context.collection.objects.link(root)
    for part in parts:
        part.parent = root
    root.location = at
    root.rotation_euler.z = math.radians(rotate_z)
    return root


def _mesh_object(name, bm, material):
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.collection.objects.link(obj)
    return _finish(obj, material, 0)


def cushion(name, size, at, material, puff=0.3, rotation=(0, 0, 0)):
    """A filled cushion of `size` (bottom centre at `at`): full in the middle, pinched at its seams, no hard edges."""
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=2)
    bmesh.ops.subdivide_edges(bm, edges=bm.edges[:], cuts=6, use_grid_fill=True)
    thin = min(range(3), key=lambda i: size[i])
    a, b = [i for i in range(3) if i != thin]
    for v in bm.verts:
        full = (1 - v.co[a] ** 2) * (1 - v.co[b] ** 2)
        v.co[thin] *= 1 - puff + puff * full ** 0.5
        for i in range(3):
            v.co[i] *= size[i] / 2
    obj = _mesh_object(name, bm, material)
    obj.modifiers.new("soft", "SUBSURF").levels = 2
    obj.location = (at[0], at[1], at[2] + size[2] / 2)
    obj.rotation_euler = tuple(math.radians(r) for r in rotation)
    return obj


def lathe(name, profile, at, material, vertices=48, thickness=0.004):
    """A turned shape (vase, bowl, lamp base, pot) from its profile [(radius, height), ...], bottom to top, standing on `at`."""
    bm = bmesh.new()
    rings = [[bm.verts.new((r * math.cos(2 * math.pi * k / vertices), r * math.sin(2 * math.pi * k / vertices), z)) for k in range(vertices)] for r, z in profile]
    for lower, upper in zip(rings, rings[1:]):
        for k in range(vertices):
            bm.faces.new((lower[k], lower[(k + 1) % vertices], upper[(k + 1) % vertices], upper[k]))
    if profile[0][0] > 0:
        bm.faces.new(list(reversed(rings[0])))
    bmesh.ops.remove_doubles(bm, verts=bm.verts[:], dist=1e-5)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces[:])
    obj = _mesh_object(name, bm, material)
    if thickness:
        obj.modifiers.new("wall", "SOLIDIFY").thickness = thickness
    obj.modifiers.new("smooth", "SUBSURF").levels = 1
    obj.location = at
    return obj


def _leaf_mesh(length=1.0):
    """One leaf (unit length along +x): pointed ellipse, folded along its midrib, drooping to its tip."""
    bm = bmesh.new()
    rows, cols = 10, 4
    grid = []
    for i in range(rows + 1):
        u = i / rows
        half = 0.42 * math.sin(math.pi * u) ** 0.9 * (1.1 - 0.3 * u)
        row = []
        for j in range(-cols, cols + 1):
            s = j / cols
            row.append(bm.verts.new((u * length, s * half, 0.12 * abs(s) * half - 0.25 * u * u)))
        grid.append(row)
    for i in range(rows):
        for j in range(2 * cols):
            bm.faces.new((grid[i][j], grid[i + 1][j], grid[i + 1][j + 1], grid[i][j + 1]))
    bmesh.ops.remove_doubles(bm, verts=bm.verts[:], dist=1e-6)
    mesh = bpy.data.meshes.new("leaf")
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    return mesh


def plant(name, at, rng, height=1.4, spread=0.4, leaves=40, leaf_size=0.22, pot=None, leaf_material=None, pot_radius=0.17):
    """A potted plant: a turned pot, soil, a trunk, and leaves on short stalks from it, leaning outwards and drooping."""
    x, y, z = at
    pot = pot or mat.matte("pot", "#d8d2c6", 0.5)
    pot_height = pot_radius * 1.7
    lathe(f"{name} pot", [(pot_radius * 0.72, 0), (pot_radius * 0.9, pot_height * 0.5), (pot_radius, pot_height * 0.95), (pot_radius * 1.03, pot_height)], (x, y, z), pot)
    cylinder(f"{name} soil", pot_radius * 0.97, 0.01, (x, y, z + pot_height * 0.9), mat.matte("soil", "#2e241c", 0.95), bevel=0)
    leaf_material = leaf_material or mat.leaf(f"{name} leaves")
    stem = mat.matte(f"{name} stems", "#4d6a35", 0.6)
    mesh = _leaf_mesh()
    base = Vector((x, y, z + pot_height * 0.9))
    rod(f"{name} trunk", base, (x, y, z + height * 0.92), 0.012, stem)
    for i in range(leaves):
        a = rng.uniform(0, 2 * math.pi)
        t = (i + rng.random()) / leaves
        rise = pot_height + (height - pot_height) * (0.25 + 0.75 * t ** 0.8)
        reach = spread * (0.35 + 0.65 * (1 - t) ** 0.5) * rng.uniform(0.6, 1.0)
        tip = Vector((x + reach * math.cos(a), y + reach * math.sin(a), z + rise))
        node = Vector((x + rng.uniform(-0.02, 0.02), y + rng.uniform(-0.02, 0.02), max(base.z, tip.z - rng.uniform(0.12, 0.3))))
        rod(f"{name} stalk {i}", node, tip, 0.004, stem)
        leaf = bpy.data.objects.new(f"{name} leaf {i}", mesh)
        bpy.context.collection.objects.link(leaf)
        if not mesh.materials:
            mesh.materials.append(leaf_material)
        size = leaf_size * rng.uniform(0.7, 1.15)
        leaf.scale = (size, size, size)
        leaf.location = tip
        leaf.rotation_euler = (rng.uniform(-0.3, 0.3), -rng.uniform(-0.2, 0.7), a)
    return base


def table_lamp(name, at, base, height=0.55, shade_radius=(0.17, 0.13), shade_height=0.24, power=0.0, shade=None):
    """A turned lamp base, a brass stem and an open linen shade; with `power` (watts) a warm bulb lights it from inside."""
    x, y, z = at
    body = height - shade_height * 0.6
    lathe(f"{name} base", [(0.05, 0), (0.1, body * 0.25), (0.11, body * 0.45), (0.08, body * 0.7), (0.02, body * 0.85), (0.015, body)], at, base, thickness=0)
    rod(f"{name} stem", (x, y, z + body), (x, y, z + height - 0.05), 0.006, mat.metal(f"{name} brass", "#b08d57", 0.3))
    shade = shade or mat.lampshade(f"{name} shade")
    top = z + height
    lathe(f"{name} shade", [(shade_radius[0], top - shade_height), (shade_radius[1], top)], (x, y, 0), shade, thickness=0.003)
    if power:
        sphere(f"{name} bulb", 0.03, (x, y, top - shade_height * 0.55), mat.emission(f"{name} filament", "#ffd9a8", 12.0))
        bulb(f"{name} light", (x, y, top - shade_height * 0.5), power, kelvin=2700, radius=0.04)


def pendant(name, at, drop, material, radius=0.22):
    """A dome pendant hanging `drop` metres from the ceiling at `at` (x, y, ceiling height) on a cord; not lit."""
    x, y, top = at
    cylinder(f"{name} canopy", 0.06, 0.025, (x, y, top - 0.025), material, bevel=0.004)
    rod(f"{name} cord", (x, y, top - 0.02), (x, y, top - drop + 0.05), 0.003, mat.matte(f"{name} cord", "#1a1a1a", 0.5))
    r = radius
    lathe(f"{name} shade", [(r, 0), (r * 0.97, r * 0.18), (r * 0.85, r * 0.42), (r * 0.6, r * 0.62), (r * 0.25, r * 0.72), (0.02, r * 0.75)], (x, y, top - drop - r * 0.7 + 0.05), material, thickness=0.003)


def dining_chair(name, at, rotate_z, frame, seat):
    """A wooden dining chair (seat 0.46 m, back 0.82 m) with an upholstered seat pad, facing -y before `rotate_z`."""
    parts = []
    for i, (lx, ly) in enumerate(((-0.2, -0.2), (0.2, -0.2), (-0.19, 0.2), (0.19, 0.2))):
        top = 0.44 if ly < 0 else 0.82
        parts.append(rod(f"{name} leg {i}", (lx * 1.04, ly * 1.05, 0), (lx, ly, top), 0.016, frame))
    parts.append(box(f"{name} seat", (0.44, 0.44, 0.03), (0, 0, 0.42), frame, bevel=0.008))
    parts.append(cushion(f"{name} pad", (0.4, 0.38, 0.04), (0, -0.01, 0.445), seat, puff=0.35))
    parts.append(box(f"{name} back", (0.42, 0.035, 0.11), (0, 0.2, 0.66), frame, bevel=0.012))
    parts.append(box(f"{name} rail", (0.4, 0.02, 0.03), (0, 0.2, 0.52), frame, bevel=0.006))
    for i, lx in enumerate((-0.2, 0.2)):
        parts.append(rod(f"{name} stretcher {i}", (lx, -0.2, 0.14), (lx, 0.2, 0.14), 0.009, frame))
    return group(name, parts, at, rotate_z)


def dining_table(name, at, size, wood, leg_material=None):
    """A dining table (top 0.74 m) of `size` (length, width) with four tapered square legs set in from the corners."""
    x, y, z = at
    length, width = size
    box(f"{name} top", (length, width, 0.035), (x, y, z + 0.705), wood, bevel=0.01)
    box(f"{name} apron", (length - 0.2, width - 0.2, 0.08), (x, y, z + 0.625), wood, bevel=0.004)
    for i, (sx, sy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        lx, ly = x + sx * (length / 2 - 0.1), y + sy * (width / 2 - 0.1)
        leg = box(f"{name} leg {i}", (0.06, 0.06, 0.705), (lx, ly, z), leg_material or wood, bevel=0.006)
        leg.modifiers.new("taper", "SIMPLE_DEFORM").deform_method = "TAPER"
        leg.modifiers["taper"].factor = 0.5
        leg.modifiers["taper"].deform_axis = "Z"


def sideboard(name, at, size, body, legs, handles=None, doors=3):
    """A sideboard against the wall: a bevelled carcass on legs, `doors` fronts with shadow gaps and small handles."""
    x, y, z = at
    length, depth, height = size
    leg_height = 0.16
    box(f"{name} carcass", (length, depth, height - leg_height), (x, y, z + leg_height), body, bevel=0.006)
    box(f"{name} top", (length + 0.02, depth + 0.02, 0.025), (x, y, z + height), body, bevel=0.006)
    door = (length - 0.04) / doors
    handles = handles or mat.metal(f"{name} handles", "#b08d57", 0.3)
    for i in range(doors):
        cx = x - length / 2 + 0.02 + door * (i + 0.5)
        box(f"{name} door {i}", (door - 0.006, 0.02, height - leg_height - 0.05), (cx, y - depth / 2 - 0.008, z + leg_height + 0.025), body, bevel=0.003)
        box(f"{name} handle {i}", (0.09, 0.02, 0.012), (cx, y - depth / 2 - 0.025, z + height - 0.11), handles, bevel=0.004)
    for i, (sx, sy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        rod(f"{name} leg {i}", (x + sx * (length / 2 - 0.06), y + sy * (depth / 2 - 0.05), z), (x + sx * (length / 2 - 0.08), y + sy * (depth / 2 - 0.06), z + leg_height), 0.015, legs)


def sun(elevation, azimuth, strength, kelvin=5500, angle=0.6):
    """A sun lamp (the sharp beam through a window) from `elevation` and `azimuth` (as daylight's), coloured by `kelvin`: a low warm one for golden hour."""
    bpy.ops.object.light_add(type="SUN")
    light = bpy.context.active_object
    light.name = "sun"
    e, a = math.radians(elevation), math.radians(azimuth)
    towards_sun = Vector((math.cos(e) * math.cos(a), math.cos(e) * math.sin(a), math.sin(e)))
    light.rotation_euler = (-towards_sun).to_track_quat("-Z", "Y").to_euler()
    light.data.energy = strength
    light.data.angle = math.radians(angle)
    light.data.color = kelvin_rgb(kelvin)
    return light
