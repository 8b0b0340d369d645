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
    return _finish(obj, mat.along_grain(material, "XYZ"[max(range(3), key=lambda i: size[i])]), bevel)


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
        # Walls reach into the floor and ceiling slabs: solids that only touch leave a crack a ray
        # can slip through at the corner, a dotted line of light along it in a 2400 px render.
        box("art wall", (width + 2 * t, t, height + 2 * t), (0, t / 2, -t), wall, bevel=0)
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
            bottom, top = (-t if bottom == 0 else bottom), (h + t if top == h else top)  # into the slabs, as the art wall
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
    """
    A clear sky (Nishita) and its sun. `azimuth` is a compass bearing, degrees clockwise from +y
    seen from above: 0 behind the art wall, 90 to the right (+x), 180 behind the camera, 270 to
    the left (found by the rooms' renders; Blender's sun rotation is not measured from +x).
    """
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


def side_curtains(name, x, spans, top, bottom, material, folds=9, depth=0.05):
    """Curtains hanging along a side wall at `x`, one over each (y0, y1) of `spans` (a window's two sides, or one across it)."""
    hung = []
    for i, (y0, y1) in enumerate(spans):
        bpy.ops.object.select_all(action="DESELECT")
        c = curtain(f"{name} {i}", y0, y1, 0, top, bottom, material, folds=folds, depth=depth)
        c.rotation_euler = (0, 0, math.radians(90))
        c.location = (x, (y0 + y1) / 2, (top + bottom) / 2)
        hung.append(c)
    return hung


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


def plant(name, at, rng, height=1.4, spread=0.4, leaves=40, leaf_size=0.22, pot=None, leaf_material=None, pot_radius=0.17, pot_height=None):
    """
    A potted plant `height` tall from `at`: a turned pot (`pot_height`: 1.7 × its radius unless
    given), soil, a woody trunk, and leaves `leaf_size` long leaning outwards and drooping, on
    short stalks arching out to them from the trunk. A sprig in a vase is a plant with a pot too
    small to see.
    """
    x, y, z = at
    pot = pot or mat.matte("pot", "#d8d2c6", 0.5)
    pot_height = pot_radius * 1.7 if pot_height is None else pot_height
    lathe(f"{name} pot", [(pot_radius * 0.72, 0), (pot_radius * 0.9, pot_height * 0.5), (pot_radius, pot_height * 0.95), (pot_radius * 1.03, pot_height)], (x, y, z), pot)
    cylinder(f"{name} soil", pot_radius * 0.97, 0.01, (x, y, z + pot_height * 0.9), mat.matte("soil", "#2e241c", 0.95), bevel=0)
    leaf_material = leaf_material or mat.leaf(f"{name} leaves")
    stem = mat.matte(f"{name} stems", "#4d6a35", 0.6)
    mesh = _leaf_mesh()
    base = Vector((x, y, z + pot_height * 0.9))
    # A woody trunk, tapering and not quite straight.
    lean = Vector((rng.uniform(-0.03, 0.03), rng.uniform(-0.03, 0.03), 0))
    arching_tubes(f"{name} trunk", [(base, Vector((x, y, z + height * 0.92)) + lean)], 0.011, mat.matte(f"{name} bark", "#6a5a45", 0.8), arch=0.03)
    stalks = []
    for i in range(leaves):
        a = rng.uniform(0, 2 * math.pi)
        t = (i + rng.random()) / leaves
        rise = pot_height + (height - pot_height) * (0.25 + 0.75 * t ** 0.8)
        reach = spread * (0.35 + 0.65 * (1 - t) ** 0.5) * rng.uniform(0.6, 1.0)
        tip = Vector((x + reach * math.cos(a), y + reach * math.sin(a), z + rise))
        node = Vector((x + rng.uniform(-0.02, 0.02), y + rng.uniform(-0.02, 0.02), max(base.z, tip.z - rng.uniform(0.12, 0.3))))
        stalks.append((node, tip))
        leaf = bpy.data.objects.new(f"{name} leaf {i}", mesh)
        bpy.context.collection.objects.link(leaf)
        if not mesh.materials:
            mesh.materials.append(leaf_material)
        size = leaf_size * rng.uniform(0.7, 1.15)
        leaf.scale = (size, size, size)
        leaf.location = tip
        leaf.rotation_euler = (rng.uniform(-0.3, 0.3), -rng.uniform(-0.2, 0.7), a)
    arching_tubes(f"{name} stalks", stalks, 0.004, stem)
    return base


def arching_tubes(name, ends, radius, material, arch=0.25):
    """
    Stalks, stems or cables as one object: a tube from each start to its end (pairs of points),
    arching up by `arch` of its length on the way, thicker at its start than at its end.
    """
    curve = bpy.data.curves.new(name, "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = radius
    curve.bevel_resolution = 2
    curve.resolution_u = 8
    curve.use_fill_caps = True
    for start, end in ends:
        start, end = Vector(start), Vector(end)
        middle = (start + end) / 2 + Vector((0, 0, arch * (end - start).length))
        spline = curve.splines.new("NURBS")
        spline.points.add(2)
        for point, at, thickness in zip(spline.points, (start, middle, end), (1.3, 1.0, 0.6)):
            point.co = (*at, 1.0)
            point.radius = thickness
        spline.order_u = 3
        spline.use_endpoint_u = True
    obj = bpy.data.objects.new(name, curve)
    bpy.context.collection.objects.link(obj)
    obj.data.materials.append(material)
    return obj


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
        glow = sphere(f"{name} bulb", 0.03, (x, y, top - shade_height * 0.55), mat.emission(f"{name} filament", "#ffd9a8", 12.0))
        # The light sits inside it and lights the room; seen through the linen (transmission) or found
        # by a wall's diffuse bounce, the tiny bright mesh was a spray of sparkles round the shade.
        glow.visible_shadow = glow.visible_diffuse = glow.visible_transmission = False
        bulb(f"{name} light", (x, y, top - shade_height * 0.5), power, kelvin=2700, radius=0.04)


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
def _turned(x, y, angle, dx, dy):
    """(x, y) + the offset (dx, dy) turned by `angle` degrees about z: parts of furniture that faces a way."""
    a = math.radians(angle)
    return x + dx * math.cos(a) - dy * math.sin(a), y + dx * math.sin(a) + dy * math.cos(a)


def table(name, top, height, at, wood_top, legs, leg=0.045, inset=0.06, round_legs=False):
    """A table or desk: a top of `top` (x, y, thickness) whose upper face is at `height`, centred on `at` (x, y), four legs and an apron."""
    (w, d, t), (x, y) = top, at
    box(f"{name} top", (w, d, t), (x, y, height - t), wood_top, bevel=min(0.008, t / 3))
    box(f"{name} apron", (w - 2 * inset, d - 2 * inset, 0.08), (x, y, height - t - 0.08), legs, bevel=0.004)
    for i, (sx, sy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
        lx, ly = x + sx * (w / 2 - inset), y + sy * (d / 2 - inset)
        if round_legs:
            cylinder(f"{name} leg {i}", leg / 2, height - t, (lx, ly, 0), legs, radius_top=leg / 2.6)
        else:
            box(f"{name} leg {i}", (leg, leg, height - t), (lx, ly, 0), legs, bevel=0.005)


def chair(name, at, facing, wood, seat=None):
    """A wooden dining chair (seat at 0.45 m, back to 0.84 m) at `at` (x, y); `facing` in degrees, 0 = its front towards -y (the camera)."""
    x, y = at
    seat = seat or wood
    box(f"{name} seat", (0.44, 0.42, 0.035), (x, y, 0.43), seat, bevel=0.012, rotate_z=facing)
    for i, (dx, dy) in enumerate(((-0.19, -0.17), (0.19, -0.17))):
        px, py = _turned(x, y, facing, dx, dy)
        rod(f"{name} front leg {i}", (px, py, 0), (px, py, 0.43), 0.016, wood)
    for i, dx in enumerate((-0.19, 0.19)):
        bx, by = _turned(x, y, facing, dx, 0.19)
        tx, ty = _turned(x, y, facing, dx, 0.23)
        rod(f"{name} back post {i}", (bx, by, 0), (tx, ty, 0.86), 0.017, wood)
    for i, z in enumerate((0.62, 0.76)):
        cx, cy = _turned(x, y, facing, 0, 0.19 + 0.04 * z / 0.86)
        box(f"{name} back rail {i}", (0.4, 0.022, 0.07 if i else 0.045), (cx, cy, z), wood, bevel=0.008, rotate_z=facing)
    for i, (dx0, dy0, dx1, dy1) in enumerate(((-0.19, -0.17, -0.19, 0.19), (0.19, -0.17, 0.19, 0.19), (-0.19, 0.19, 0.19, 0.19))):
        ax, ay = _turned(x, y, facing, dx0, dy0)
        bx, by = _turned(x, y, facing, dx1, dy1)
        rod(f"{name} stretcher {i}", (ax, ay, 0.16), (bx, by, 0.16), 0.009, wood)


def open_cone(name, radius_bottom, radius_top, height, at, material, thickness=0.003):
    """A cone frustum open at both ends with a wall (a lamp shade or pendant dome), standing on `at`."""
    bpy.ops.mesh.primitive_cone_add(vertices=48, radius1=radius_bottom, radius2=radius_top, depth=height, end_fill_type="NOTHING",
                                    location=(at[0], at[1], at[2] + height / 2))
    obj = bpy.context.active_object
    obj.name = name
    solid = obj.modifiers.new("thickness", "SOLIDIFY")
    solid.thickness = thickness
    return _finish(obj, material, 0)


def desk_lamp(name, at, reach, metal, on=False, power=6.0):
    """An architect's desk lamp on `at` (x, y, z): base, two arms, a metal shade hanging over at + `reach` (dx, dy); lit when `on`."""
    x, y, z = at
    sx, sy = x + reach[0], y + reach[1]
    elbow = (x - 0.25 * reach[0], y - 0.25 * reach[1], z + 0.42)
    cylinder(f"{name} base", 0.075, 0.022, (x, y, z), metal, bevel=0.006)
    rod(f"{name} lower arm", (x, y, z + 0.02), elbow, 0.007, metal)
    rod(f"{name} upper arm", elbow, (sx, sy, z + 0.4), 0.007, metal)
    sphere(f"{name} joint", 0.014, elbow, metal)
    open_cone(f"{name} shade", 0.075, 0.03, 0.13, (sx, sy, z + 0.27), metal)
    cylinder(f"{name} socket", 0.03, 0.045, (sx, sy, z + 0.39), metal)
    if on:
        glow = sphere(f"{name} bulb", 0.028, (sx, sy, z + 0.33), mat.emission(f"{name} bulb glow", "#ffd9a8", 12.0))
        glow.visible_shadow = glow.visible_diffuse = False  # the light sits inside it and lights the room; a tiny bright mesh would only add fireflies
        bulb(f"{name} light", (sx, sy, z + 0.31), power, kelvin=2700, radius=0.02)


def mug(name, at, material, radius=0.042, height=0.095, fill="#3b2618"):
    """A mug with a handle and something in it, standing on `at`."""
    x, y, z = at
    cylinder(f"{name} body", radius, height, (x, y, z), material, bevel=0.003)
    cylinder(f"{name} fill", radius * 0.9, 0.001, (x, y, z + height - 0.012), mat.matte(f"{name} drink", fill, 0.2), bevel=0)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.025, minor_radius=0.0055, location=(x + radius + 0.012, y, z + height / 2))
    handle = bpy.context.active_object
    handle.name = f"{name} handle"
    handle.rotation_euler = (math.radians(90), 0, 0)
    handle.scale = (0.8, 1.0, 1.0)
    return _finish(handle, material, 0)


def pendant(name, at, drop, shade, radius=0.17, power=25.0, kelvin=2600, bare=False, on=True):
    """A pendant lamp hanging `drop` metres from the ceiling point `at`: cord, a dome shade (or none, `bare`), a bulb, glowing with its light when `on`."""
    x, y, top = at
    low = top - drop
    rod(f"{name} cord", (x, y, top), (x, y, low + 0.05), 0.003, mat.matte("cord", "#111111", 0.5))
    cylinder(f"{name} holder", 0.018, 0.06, (x, y, low), shade if not bare else mat.metal("holder", "#2a2a2a", 0.4))
    if not bare:
        open_cone(f"{name} shade", radius, 0.03, radius * 0.75, (x, y, low - radius * 0.7), shade)
    globe = 0.045 if bare else 0.03
    if not on:
        return sphere(f"{name} bulb", globe, (x, y, low - globe - 0.01), mat.matte(f"{name} opal glass", "#f4f2ee", 0.15))
    glow = sphere(f"{name} bulb", globe, (x, y, low - globe - 0.01), mat.emission(f"{name} filament", "#ffcf94", 18.0 if bare else 30.0))
    glow.visible_shadow = glow.visible_diffuse = False  # the light sits inside it and lights the room; a tiny bright mesh would only add fireflies
    return bulb(f"{name} light", (x, y, low - globe - 0.01), power, kelvin=kelvin, radius=globe)


def jar(name, at, radius, height, contents, fill=0.7, lid=None):
    """A glass jar standing on `at`, filled to `fill` of its height with `contents` (a material), closed by `lid` if given."""
    x, y, z = at
    glass = cylinder(f"{name} glass", radius, height, (x, y, z), mat.glass(f"{name} glass", "#f4f7f4", 0.05), bevel=0.006)
    glass.visible_shadow = False  # with caustics off, glass would keep all direct light off what is inside it
    cylinder(f"{name} contents", radius * 0.9, height * fill, (x, y, z + 0.004), contents, bevel=0.003)
    if lid is not None:
        cylinder(f"{name} lid", radius * 1.02, 0.018, (x, y, z + height), lid, bevel=0.004)


def bistro_chair(name, at, facing, wood, seat=None):
    """A bentwood café chair at `at` (x, y): a round seat at 0.45 m, splayed legs with a ring, a curved two-rail back; `facing` as for `chair`."""
    x, y = at
    seat = seat or wood
    cylinder(f"{name} seat", 0.2, 0.03, (x, y, 0.43), seat, bevel=0.01)
    bpy.ops.mesh.primitive_torus_add(major_radius=0.165, minor_radius=0.008, location=(x, y, 0.2))
    bpy.context.active_object.name = f"{name} leg ring"
    _finish(bpy.context.active_object, wood, 0)
    for i, a in enumerate((45, 135, 225, 315)):
        fx, fy = _turned(x, y, a, 0, -0.2)
        sx, sy = _turned(x, y, a, 0, -0.15)
        rod(f"{name} leg {i}", (fx, fy, 0), (sx, sy, 0.43), 0.013, wood)
    for i, dx in enumerate((-0.15, 0.15)):
        bx, by = _turned(x, y, facing, dx, 0.12)
        tx, ty = _turned(x, y, facing, dx * 1.1, 0.2)
        rod(f"{name} back post {i}", (bx, by, 0.44), (tx, ty, 0.86), 0.012, wood)
    for z in (0.7, 0.85):
        arc = [_turned(x, y, facing, 0.18 * math.cos(math.radians(a)), 0.04 + 0.16 * math.sin(math.radians(a))) for a in range(20, 161, 20)]
        for i, (p, q) in enumerate(zip(arc, arc[1:])):
            rod(f"{name} back rail {z} {i}", (*p, z), (*q, z), 0.013 if z > 0.8 else 0.009, wood)


def bistro_table(name, at, top, base, radius=0.3, height=0.74):
    """A round café table on `at` (x, y): a `top` (marble, wood) on a cast pedestal and foot of `base`."""
    x, y = at
    cylinder(f"{name} top", radius, 0.025, (x, y, height - 0.025), top, bevel=0.006)
    cylinder(f"{name} collar", 0.06, 0.02, (x, y, height - 0.045), base)
    rod(f"{name} stem", (x, y, 0.05), (x, y, height - 0.03), 0.022, base)
    cylinder(f"{name} foot", 0.2, 0.025, (x, y, 0), base, bevel=0.008)
    cylinder(f"{name} foot cone", 0.09, 0.08, (x, y, 0.025), base, radius_top=0.03)


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
    return group(name, parts, at, rotate_z)


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
        # Past the mattress's edges the cover falls: the overhang turns down its side, swinging out a
        # little. A corner falls by the farther of its two overhangs (not both: that folded it under),
        # round the mattress's corner on a quarter circle (set on the corner line, its vertices
        # bunched into a lump at the foot's corner).
        side = abs(x) - width / 2
        foot = -length / 2 - y
        hang = max(side, foot, 0)
        out = 0.02 + 0.02 * math.sin(hang * 12)
        if side > 0 and foot > 0:
            turn = math.atan2(foot, side)
            x = math.copysign(width / 2 + out * math.cos(turn), x)
            y = -length / 2 - out * math.sin(turn)
        elif side > 0:
            x = math.copysign(width / 2 + out, x)
        elif foot > 0:
            y = -length / 2 - out
        z -= hang
        v.co = (x, y + overhang / 2, z)
    obj.modifiers.new("thickness", "SOLIDIFY").thickness = 0.03
    obj.modifiers.new("soft", "SUBSURF").levels = 1
    return _finish(obj, material, 0)


def drape(name, width, at, material, front=0.45, back=0.25, radius=0.025, folds=4, depth=0.025, thickness=0.01, seed=0):
    """
    A cloth hung over a rail (a blanket over a crib's side, a towel over a bar): `at` is the rail's
    middle on top (x centre, y, z top). It falls `front` towards −y and `back` towards +y, round
    the rail by `radius`; hanging folds along it deepen towards the hem, pinched flat where it
    rests on the rail, with a little rumple.
    """
    from mathutils import noise
    x0, y0, z0 = at
    arc = math.pi * radius
    total = front + arc + back
    bpy.ops.mesh.primitive_grid_add(x_subdivisions=48, y_subdivisions=120, size=1, location=(0, 0, 0))
    obj = bpy.context.active_object
    obj.name = name
    offset = Vector((seed * 5.3, seed * 2.9, 0))
    for v in obj.data.vertices:
        u = v.co.x * width
        s = (v.co.y + 0.5) * total  # 0 at the front hem, `total` at the back hem
        if s < front:
            hang = front - s  # how far below the rail
            y, z, side = y0 - radius, z0 - radius - hang, -1
        elif s < front + arc:
            a = (s - front) / radius - math.pi / 2  # −90° (front) … +90° (back) over the top
            y, z, side, hang = y0 + radius * math.sin(a), z0 - radius + radius * math.cos(a), 0, 0.0
        else:
            hang = s - front - arc
            y, z, side = y0 + radius, z0 - radius - hang, 1
        ramp = min(1.0, hang / 0.2) ** 0.8
        # Folds swing outwards only: the cloth never passes through what it hangs against (a crib's slats).
        fold = depth * ramp * (0.5 + 0.5 * math.sin(2 * math.pi * folds * (u / width + 0.5) + 0.7 * noise.noise(Vector((u * 4, hang * 3, 0)) + offset)))
        rumple = 0.004 * (1 + noise.noise(Vector((u * 12, s * 12, 1)) + offset))
        y += side * (fold + rumple + 0.004 * hang)
        # The hem swings in a little at its corners, as a cloth's free edges do.
        edge = abs(u) / (width / 2)
        x = u * (1 - 0.04 * ramp * edge ** 4)
        v.co = (x0 + x, y, z)
    obj.modifiers.new("thickness", "SOLIDIFY").thickness = thickness
    obj.modifiers.new("soft", "SUBSURF").levels = 1
    return _finish(obj, material, 0)


def pillow(name, size, at, material, lean=0.0, rotate_z=0.0):
    """A plump pillow standing on `at` (a cushion: full in its middle, thin at its seams), leaning back by `lean` degrees."""
    return cushion(name, size, at, material, puff=0.45, rotation=(-lean, 0, rotate_z))


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
