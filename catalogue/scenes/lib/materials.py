"""Materials for the rendered rooms: principled BSDFs with procedural texture (no image files).

Every function returns a new `bpy.types.Material`. Colours are sRGB hex strings as a designer
writes them; they are converted to the linear values Cycles works in.
"""

import math

import bpy


def linear(hex_colour, alpha=1.0):
    """'#e9e4da' -> linear RGBA, the way Blender reads a colour picked in sRGB."""
    h = hex_colour.lstrip("#")
    out = []
    for i in (0, 2, 4):
        c = int(h[i : i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return (*out, alpha)


class _Nodes:
    """A material's node tree with short helpers: new nodes, links, the principled BSDF."""

    def __init__(self, name):
        self.material = bpy.data.materials.new(name)
        self.material.use_nodes = True
        self.tree = self.material.node_tree
        self.bsdf = self.tree.nodes["Principled BSDF"]

    def node(self, kind, **inputs):
        n = self.tree.nodes.new(kind)
        for key, value in inputs.items():
            if key in n.inputs:
                n.inputs[key].default_value = value
            else:
                setattr(n, key, value)
        return n

    def link(self, output, socket):
        self.tree.links.new(output, socket)

    def set(self, **inputs):
        for key, value in inputs.items():
            self.bsdf.inputs[key].default_value = value
        return self

    def coords(self, scale=1.0):
        """Object coordinates scaled: textures keep their size whatever the object's size."""
        tc = self.node("ShaderNodeTexCoord")
        mapping = self.node("ShaderNodeMapping")
        mapping.inputs["Scale"].default_value = (scale, scale, scale)
        self.link(tc.outputs["Object"], mapping.inputs["Vector"])
        return mapping.outputs["Vector"]

    def bump(self, height, strength, distance=0.01):
        b = self.node("ShaderNodeBump", Strength=strength, Distance=distance)
        self.link(height, b.inputs["Height"])
        self.link(b.outputs["Normal"], self.bsdf.inputs["Normal"])

    def math(self, operation, a, b, c=None):
        """A Math node on sockets or numbers; returns its output."""
        n = self.node("ShaderNodeMath", operation=operation)
        for socket, value in zip(n.inputs, (a, b, c)):
            if value is None:
                continue
            if isinstance(value, (int, float)):
                socket.default_value = value
            else:
                self.link(value, socket)
        return n.outputs["Value"]

    def stripes(self, coords, count):
        """A sawtooth rising across x `count` times a metre (0 → 1 in each stripe)."""
        wave = self.node("ShaderNodeTexWave", wave_type="BANDS", bands_direction="X", wave_profile="SAW")
        wave.inputs["Scale"].default_value = count
        wave.inputs["Distortion"].default_value = 0.0
        self.link(coords, wave.inputs["Vector"])
        return wave.outputs["Fac"]

    def ramp(self, factor, stops):
        """A colour ramp from [(position, '#hex'), ...] driven by `factor`; returns its colour output."""
        r = self.node("ShaderNodeValToRGB")
        elements = r.color_ramp.elements
        while len(elements) < len(stops):
            elements.new(0.5)
        for element, (position, colour) in zip(elements, stops):
            element.position = position
            element.color = linear(colour)
        self.link(factor, r.inputs["Fac"])
        return r.outputs["Color"]


def matte(name, colour, roughness=0.6, sheen=0.0):
    """A plain surface: painted wood, plastic, ceramic."""
    m = _Nodes(name).set(**{"Base Color": linear(colour), "Roughness": roughness, "Sheen": sheen})
    return m.material


def paint(name, colour, roughness=0.75, texture=0.015):
    """Emulsion on plaster: the faint unevenness a real wall shows in raking light."""
    m = _Nodes(name).set(**{"Base Color": linear(colour), "Roughness": roughness})
    noise = m.node("ShaderNodeTexNoise", Scale=6.0, Detail=8.0, Roughness=0.55)
    m.link(m.coords(), noise.inputs["Vector"])
    fine = m.node("ShaderNodeTexNoise", Scale=180.0, Detail=2.0)
    m.link(m.coords(), fine.inputs["Vector"])
    mix = m.node("ShaderNodeMath", operation="ADD")
    m.link(noise.outputs["Fac"], mix.inputs[0])
    m.link(fine.outputs["Fac"], mix.inputs[1])
    m.bump(mix.outputs["Value"], texture * 6)
    # A slight variation of tone, as rollered paint has.
    tone = m.node("ShaderNodeMixRGB", blend_type="MULTIPLY", Fac=0.06)
    tone.inputs["Color1"].default_value = linear(colour)
    m.link(noise.outputs["Color"], tone.inputs["Color2"])
    m.link(tone.outputs["Color"], m.bsdf.inputs["Base Color"])
    return m.material


def plaster(name, light, dark, roughness=0.85):
    """Polished lime plaster: cloudy tone between two colours, trowel marks in the bump."""
    m = _Nodes(name).set(**{"Roughness": roughness})
    clouds = m.node("ShaderNodeTexNoise", Scale=1.6, Detail=10.0, Roughness=0.6)
    m.link(m.coords(), clouds.inputs["Vector"])
    m.link(m.ramp(clouds.outputs["Fac"], [(0.3, dark), (0.7, light)]), m.bsdf.inputs["Base Color"])
    marks = m.node("ShaderNodeTexNoise", Scale=14.0, Detail=4.0, Distortion=1.5)
    m.link(m.coords(), marks.inputs["Vector"])
    m.bump(marks.outputs["Fac"], 0.06)
    return m.material


def brick(name, colour, mortar="#cfc8bb", scale=1.0, painted=False):
    """
    A brick wall: 21.5 × 6.5 cm bricks (`scale` times that), 1 cm recessed joints. Like a laid wall, not a
    pattern: each brick its own fired tone (darker clinkers, paler and browner ones round
    `colour`), courses that wander by a millimetre or two, weathered patches, chipped faces.
    Painted brick keeps only a hint of the tones under its paint.
    """
    m = _Nodes(name).set(**{"Roughness": 0.9})
    coords = m.coords()
    wander = m.node("ShaderNodeTexNoise", Scale=2.5, Detail=1.0)
    m.link(coords, wander.inputs["Vector"])
    laid = m.node("ShaderNodeVectorMath", operation="MULTIPLY_ADD")
    m.link(wander.outputs["Color"], laid.inputs[0])
    laid.inputs[1].default_value = (0.004, 0.004, 0.0)
    m.link(coords, laid.inputs[2])
    # The brick texture with black and white bricks: its colour is then each brick's own random number.
    bricks = m.node("ShaderNodeTexBrick", offset=0.5, squash=1.0)
    # Sizes in metres (object coordinates are metres): a brick and its joint, a course and its joint.
    for key, value in {"Scale": 1.0 / scale, "Mortar Size": 0.01, "Mortar Smooth": 0.3, "Bias": 0.0, "Brick Width": 0.225, "Row Height": 0.075,
                       "Color1": (0, 0, 0, 1), "Color2": (1, 1, 1, 1), "Mortar": (0, 0, 0, 1)}.items():
        bricks.inputs[key].default_value = value
    m.link(laid.outputs["Vector"], bricks.inputs["Vector"])
    spread = (0.97, 1.0, 1.02, 0.98, 0.95) if painted else (0.68, 1.0, 1.13, 0.84, 0.58)
    tones = m.ramp(bricks.outputs["Color"], [(p, darker(colour, f)) for p, f in zip((0.0, 0.3, 0.55, 0.8, 1.0), spread)])
    grit = m.node("ShaderNodeTexNoise", Scale=60.0, Detail=6.0)
    m.link(coords, grit.inputs["Vector"])
    weather = m.node("ShaderNodeTexNoise", Scale=0.8, Detail=3.0)
    m.link(coords, weather.inputs["Vector"])
    gritty = m.node("ShaderNodeMixRGB", blend_type="MULTIPLY", Fac=0.12 if painted else 0.35)
    m.link(tones, gritty.inputs["Color1"])
    m.link(grit.outputs["Color"], gritty.inputs["Color2"])
    weathered = m.node("ShaderNodeMixRGB", blend_type="MULTIPLY", Fac=0.08 if painted else 0.22)
    m.link(gritty.outputs["Color"], weathered.inputs["Color1"])
    m.link(weather.outputs["Color"], weathered.inputs["Color2"])
    # Each face mottled a little as fired clay is, on the scale of a brick.
    mottle = m.node("ShaderNodeTexNoise", Scale=14.0, Detail=3.0)
    m.link(coords, mottle.inputs["Vector"])
    mottled = m.node("ShaderNodeMixRGB", blend_type="MULTIPLY", Fac=0.06 if painted else 0.25)
    m.link(weathered.outputs["Color"], mottled.inputs["Color1"])
    m.link(mottle.outputs["Fac"], mottled.inputs["Color2"])
    # Mortar is sand in lime: grainy, and a shade darker sunk in its joint.
    sand = m.node("ShaderNodeTexNoise", Scale=220.0, Detail=4.0)
    m.link(coords, sand.inputs["Vector"])
    sandy = m.node("ShaderNodeMixRGB", blend_type="MULTIPLY", Fac=0.25 if painted else 0.5)
    sandy.inputs["Color1"].default_value = linear(darker(mortar, 0.88))
    m.link(sand.outputs["Color"], sandy.inputs["Color2"])
    laid_wall = m.node("ShaderNodeMixRGB", blend_type="MIX")
    m.link(mottled.outputs["Color"], laid_wall.inputs["Color1"])
    m.link(sandy.outputs["Color"], laid_wall.inputs["Color2"])
    m.link(bricks.outputs["Fac"], laid_wall.inputs["Fac"])
    # Where a brick's arris turns into the joint, the light reaching in falls off: a soft dark line along every edge (a bump alone has no shade).
    edge = m.math("MULTIPLY", m.math("MULTIPLY", bricks.outputs["Fac"], m.math("SUBTRACT", 1.0, bricks.outputs["Fac"])), 4.0 * (0.25 if painted else 0.5))
    shaded = m.node("ShaderNodeMixRGB", blend_type="MIX")
    m.link(edge, shaded.inputs["Fac"])
    m.link(laid_wall.outputs["Color"], shaded.inputs["Color1"])
    shaded.inputs["Color2"].default_value = (0.0, 0.0, 0.0, 1.0)
    m.link(shaded.outputs["Color"], m.bsdf.inputs["Base Color"])
    # Height: mortar sunk, a gritty face with chips broken out of it.
    chips = m.node("ShaderNodeTexNoise", Scale=18.0, Detail=8.0, Roughness=0.7)
    m.link(coords, chips.inputs["Vector"])
    chipped = m.math("MULTIPLY", m.math("GREATER_THAN", chips.outputs["Fac"], 0.66), -0.6)
    face = m.math("ADD", m.math("MULTIPLY", grit.outputs["Fac"], 0.8), chipped)
    m.bump(m.math("MULTIPLY_ADD", bricks.outputs["Fac"], -1.0, face), 0.8, distance=0.01)
    return m.material


def concrete(name, colour="#a7a39c"):
    """Board-formed concrete: mottled grey, pores, faint horizontal board lines."""
    m = _Nodes(name).set(**{"Roughness": 0.8})
    coords = m.coords()
    mottle = m.node("ShaderNodeTexNoise", Scale=3.0, Detail=12.0, Roughness=0.65)
    m.link(coords, mottle.inputs["Vector"])
    base = linear(colour)
    dark = "#%02x%02x%02x" % tuple(int(255 * ((c ** (1 / 2.4)) * 0.78)) for c in base[:3])
    m.link(m.ramp(mottle.outputs["Fac"], [(0.35, dark), (0.65, colour)]), m.bsdf.inputs["Base Color"])
    pores = m.node("ShaderNodeTexVoronoi", feature="DISTANCE_TO_EDGE")
    pores.inputs["Scale"].default_value = 90.0
    m.link(coords, pores.inputs["Vector"])
    boards = m.node("ShaderNodeTexWave", wave_type="BANDS", bands_direction="Z")
    boards.inputs["Scale"].default_value = 2.2
    boards.inputs["Distortion"].default_value = 0.6
    m.link(coords, boards.inputs["Vector"])
    height = m.node("ShaderNodeMath", operation="ADD")
    m.link(pores.outputs["Distance"], height.inputs[0])
    m.link(boards.outputs["Fac"], height.inputs[1])
    m.bump(height.outputs["Value"], 0.08)
    return m.material


def wood(name, light, dark, scale=1.0, roughness=0.45, along="X"):
    """
    Wood grain: growth rings round the grain's axis (`along`), close together and only gently bent
    (a sawn board's figure, not a zebra's bands), toned between two colours, over fine streaks of
    pores running with the grain: straight grain on every long face, rings on the end grain.
    """
    m = _Nodes(name).set(**{"Roughness": roughness, "Specular": 0.45})
    tc = m.node("ShaderNodeTexCoord")
    mapping = m.node("ShaderNodeMapping")
    stretch = {"X": (0.08, 1.0, 1.0), "Y": (1.0, 0.08, 1.0), "Z": (1.0, 1.0, 0.08)}[along]
    mapping.inputs["Scale"].default_value = tuple(s * 6 * scale for s in stretch)
    m.link(tc.outputs["Object"], mapping.inputs["Vector"])
    grain = m.node("ShaderNodeTexWave", wave_type="RINGS", rings_direction=along)
    grain.inputs["Scale"].default_value = 3.0
    grain.inputs["Distortion"].default_value = 4.0
    grain.inputs["Detail"].default_value = 2.0
    grain.inputs["Detail Scale"].default_value = 1.0
    m.link(mapping.outputs["Vector"], grain.inputs["Vector"])
    rings = m.ramp(grain.outputs["Fac"], [(0.15, dark), (0.5, light), (0.85, dark)])
    # Between the light and the dark: late wood shows as thin lines, not broad dark bands.
    soft = m.node("ShaderNodeMixRGB", blend_type="MIX", Fac=0.45)
    m.link(rings, soft.inputs["Color1"])
    soft.inputs["Color2"].default_value = linear(light)
    # Pores: fine streaks along the grain (the mapping stretches them along it), darkening a little.
    pores = m.node("ShaderNodeTexNoise", Scale=60.0, Detail=2.0, Roughness=0.5)
    m.link(mapping.outputs["Vector"], pores.inputs["Vector"])
    streaks = m.node("ShaderNodeMixRGB", blend_type="MULTIPLY", Fac=0.18)
    m.link(soft.outputs["Color"], streaks.inputs["Color1"])
    m.link(pores.outputs["Fac"], streaks.inputs["Color2"])
    m.link(streaks.outputs["Color"], m.bsdf.inputs["Base Color"])
    m.bump(m.math("ADD", grain.outputs["Fac"], pores.outputs["Fac"]), 0.03)
    m.material["grain"] = along
    return m.material


def along_grain(material, axis):
    """
    A wood material (`wood`) with its grain along `axis` ('X', 'Y' or 'Z'): a piece is cut with the
    grain along its length, so an upright leg has it running up, not round it in bands. Any other
    material is returned as it is; each variant is made once.
    """
    if material is None or material.get("grain") in (None, axis):
        return material
    name = f"{material.name} ({axis} grain)"
    if name in bpy.data.materials:
        return bpy.data.materials[name]
    variant = material.copy()
    variant.name = name
    variant["grain"] = axis
    nodes = variant.node_tree.nodes
    scale = nodes["Mapping"].inputs["Scale"].default_value
    across = max(scale)
    nodes["Mapping"].inputs["Scale"].default_value = tuple(min(scale) if a == axis else across for a in "XYZ")
    nodes["Wave Texture"].rings_direction = axis
    return variant


def planks(name, light, dark, plank_width=0.18):
    """
    A floor of planks: a brick pattern for the boards (each its own tone) over wood grain. The
    grain's lines run along each board, wander gently, and start afresh on the next board (each
    board's random tone shifts where its grain is cut from), with fine fibre streaks between them.
    """
    m = _Nodes(name).set(**{"Roughness": 0.38, "Specular": 0.4})
    coords = m.coords()
    boards = m.node("ShaderNodeTexBrick", offset=0.37)
    boards.inputs["Scale"].default_value = 1.0
    boards.inputs["Brick Width"].default_value = 1.6
    boards.inputs["Row Height"].default_value = plank_width
    boards.inputs["Mortar Size"].default_value = 0.002
    boards.inputs["Color1"].default_value = (0.8, 0.8, 0.8, 1)
    boards.inputs["Color2"].default_value = (1, 1, 1, 1)
    boards.inputs["Mortar"].default_value = (0.35, 0.35, 0.35, 1)
    m.link(coords, boards.inputs["Vector"])
    cut = m.node("ShaderNodeVectorMath", operation="MULTIPLY_ADD")
    m.link(boards.outputs["Color"], cut.inputs[0])
    cut.inputs[1].default_value = (41.0, 7.3, 13.0)
    m.link(coords, cut.inputs[2])
    along = m.node("ShaderNodeMapping")
    along.inputs["Scale"].default_value = (0.6, 14.0, 1.0)
    m.link(cut.outputs["Vector"], along.inputs["Vector"])
    grain = m.node("ShaderNodeTexWave", wave_type="BANDS", bands_direction="Y")
    grain.inputs["Scale"].default_value = 1.5
    grain.inputs["Distortion"].default_value = 6.0
    grain.inputs["Detail"].default_value = 4.0
    m.link(along.outputs["Vector"], grain.inputs["Vector"])
    fibres = m.node("ShaderNodeTexNoise", Scale=3.0, Detail=6.0, Roughness=0.6)
    fibre_map = m.node("ShaderNodeMapping")
    fibre_map.inputs["Scale"].default_value = (1.0, 60.0, 1.0)
    m.link(cut.outputs["Vector"], fibre_map.inputs["Vector"])
    m.link(fibre_map.outputs["Vector"], fibres.inputs["Vector"])
    figure = m.math("MULTIPLY_ADD", fibres.outputs["Fac"], 0.35, m.math("MULTIPLY", grain.outputs["Fac"], 0.65))
    wood_colour = m.ramp(figure, [(0.2, dark), (0.55, light), (0.85, dark)])
    tone = m.node("ShaderNodeMixRGB", blend_type="MULTIPLY", Fac=1.0)
    m.link(wood_colour, tone.inputs["Color1"])
    m.link(boards.outputs["Color"], tone.inputs["Color2"])
    m.link(tone.outputs["Color"], m.bsdf.inputs["Base Color"])
    height = m.math("MULTIPLY_ADD", figure, 0.3, boards.outputs["Fac"])
    m.bump(height, 0.15, distance=0.004)
    return m.material


def fabric(name, colour, roughness=0.95, weave_scale=420.0):
    """
    Woven upholstery: a crossed weave and the slubs of uneven thread in the bump, sheen at grazing
    angles, and the cloudy unevenness of dyed cloth in the colour (so it reads as cloth at any distance).
    """
    m = _Nodes(name).set(**{"Roughness": roughness, "Sheen": 0.6, "Sheen Tint": 0.5, "Specular": 0.2})
    coords = m.coords()
    warp = m.stripes(coords, weave_scale)
    weft = m.node("ShaderNodeTexWave", wave_type="BANDS", bands_direction="Z", wave_profile="SIN")
    weft.inputs["Scale"].default_value = weave_scale
    m.link(coords, weft.inputs["Vector"])
    # Slubs: thicker runs of thread, long along the weave and thin across it.
    along = m.node("ShaderNodeMapping")
    along.inputs["Scale"].default_value = (8.0, 8.0, 60.0)
    m.link(coords, along.inputs["Vector"])
    slubs = m.node("ShaderNodeTexNoise", Scale=2.0, Detail=3.0)
    m.link(along.outputs["Vector"], slubs.inputs["Vector"])
    clouds = m.node("ShaderNodeTexNoise", Scale=4.0, Detail=4.0)
    m.link(coords, clouds.inputs["Vector"])
    shade = m.math("MULTIPLY_ADD", m.math("ADD", slubs.outputs["Fac"], clouds.outputs["Fac"]), 0.5, 0.0)
    tone = m.node("ShaderNodeMixRGB", blend_type="MULTIPLY", Fac=1.0)
    tone.inputs["Color1"].default_value = linear(colour)
    m.link(m.ramp(shade, [(0.25, "#e2e2e2"), (0.75, "#ffffff")]), tone.inputs["Color2"])
    m.link(tone.outputs["Color"], m.bsdf.inputs["Base Color"])
    m.bump(m.math("ADD", m.math("MULTIPLY", warp, weft.outputs["Fac"]), slubs.outputs["Fac"]), 0.25, distance=0.002)
    return m.material


def metal(name, colour, roughness=0.3):
    """Brushed or polished metal: brass, black steel, chrome."""
    m = _Nodes(name).set(**{"Base Color": linear(colour), "Metallic": 1.0, "Roughness": roughness})
    coords = m.coords()
    brush = m.node("ShaderNodeTexNoise", Scale=300.0, Detail=2.0)
    m.link(coords, brush.inputs["Vector"])
    m.bump(brush.outputs["Fac"], 0.03)
    return m.material


def leaf(name, colour="#3f6b3a"):
    """Leaves: waxy on top, light through them from behind."""
    m = _Nodes(name).set(**{"Base Color": linear(colour), "Roughness": 0.45, "Subsurface": 0.0, "Transmission": 0.0})
    translucent = m.node("ShaderNodeBsdfTranslucent")
    translucent.inputs["Color"].default_value = linear("#6d9a3c")
    mix = m.node("ShaderNodeMixShader", Fac=0.25)
    output = m.tree.nodes["Material Output"]
    m.link(m.bsdf.outputs["BSDF"], mix.inputs[1])
    m.link(translucent.outputs["BSDF"], mix.inputs[2])
    m.link(mix.outputs["Shader"], output.inputs["Surface"])
    veins = m.node("ShaderNodeTexNoise", Scale=40.0, Detail=3.0)
    m.link(m.coords(), veins.inputs["Vector"])
    m.bump(veins.outputs["Fac"], 0.05)
    return m.material


def glass(name, tint="#ffffff", roughness=0.0):
    m = _Nodes(name).set(**{"Base Color": linear(tint), "Transmission": 1.0, "Roughness": roughness, "IOR": 1.5})
    return m.material


def emission(name, colour, strength):
    """A lamp shade's glow or a bulb."""
    m = _Nodes(name)
    output = m.tree.nodes["Material Output"]
    e = m.node("ShaderNodeEmission", Strength=strength)
    e.inputs["Color"].default_value = linear(colour)
    m.link(e.outputs["Emission"], output.inputs["Surface"])
    return m.material


def lampshade(name, colour="#efe6d2", passes=0.45):
    """
    A linen shade: lets light through (translucent) and glows a little in its own light. Lit from
    a hand's width away, its inside is a small, very bright patch that a wall's diffuse bounce
    finds only now and then: a spray of sparkles round each lamp's glow that no denoising
    removes. So diffuse rays pass through it, and to a shadow ray it is partly transparent
    (`passes`): the wall and the furniture round a lamp are lit by the bulb directly, dimmed by
    the shade, a smooth term in place of the noisy one. The camera and reflections see the linen.
    """
    m = _Nodes(name).set(**{"Base Color": linear(colour), "Roughness": 0.9})
    translucent = m.node("ShaderNodeBsdfTranslucent")
    translucent.inputs["Color"].default_value = linear(colour)
    linen = m.node("ShaderNodeMixShader", Fac=0.55)
    m.link(m.bsdf.outputs["BSDF"], linen.inputs[1])
    m.link(translucent.outputs["BSDF"], linen.inputs[2])
    shadow = m.node("ShaderNodeMixShader")
    path = m.node("ShaderNodeLightPath")
    m.link(m.math("MAXIMUM", m.math("MULTIPLY", path.outputs["Is Shadow Ray"], passes), path.outputs["Is Diffuse Ray"]), shadow.inputs["Fac"])
    m.link(linen.outputs["Shader"], shadow.inputs[1])
    m.link(m.node("ShaderNodeBsdfTransparent").outputs["BSDF"], shadow.inputs[2])
    m.link(shadow.outputs["Shader"], m.tree.nodes["Material Output"].inputs["Surface"])
    return m.material


def wallpaper(name, ground, figure, scale=9.0, kind="stripes"):
    """Printed wallpaper: stripes or a soft damask-like spot pattern, slightly embossed."""
    m = _Nodes(name).set(**{"Roughness": 0.7})
    coords = m.coords()
    if kind == "stripes":
        fac = m.math("GREATER_THAN", m.stripes(coords, scale), 0.5)
    else:
        spots = m.node("ShaderNodeTexVoronoi", feature="F1")
        spots.inputs["Scale"].default_value = scale
        spots.inputs["Randomness"].default_value = 0.0
        m.link(coords, spots.inputs["Vector"])
        fac = m.math("LESS_THAN", spots.outputs["Distance"], 0.22)
    mix = m.node("ShaderNodeMixRGB", blend_type="MIX")
    mix.inputs["Color1"].default_value = linear(ground)
    mix.inputs["Color2"].default_value = linear(figure)
    m.link(fac, mix.inputs["Fac"])
    m.link(mix.outputs["Color"], m.bsdf.inputs["Base Color"])
    paper = m.node("ShaderNodeTexNoise", Scale=250.0, Detail=2.0)
    m.link(coords, paper.inputs["Vector"])
    m.bump(m.math("ADD", fac, paper.outputs["Fac"]), 0.05, distance=0.002)
    return m.material


def panelling(name, colour, boards=9.0):
    """Painted tongue-and-groove panelling: vertical boards with shadowed joints."""
    m = _Nodes(name).set(**{"Base Color": linear(colour), "Roughness": 0.5})
    coords = m.coords()
    groove = m.math("SMOOTH_MIN", m.stripes(coords, boards), 0.96, 0.03)
    m.bump(groove, 0.6, distance=0.004)
    return m.material


def darker(hex_colour, factor):
    """'#b07040' with each sRGB channel scaled by `factor` (above 1: lighter, up to white)."""
    h = hex_colour.lstrip("#")
    return "#%02x%02x%02x" % tuple(min(255, int(int(h[i : i + 2], 16) * factor)) for i in (0, 2, 4))


def leather(name, colour, roughness=0.42):
    """Aniline leather: a soft sheen, a fine pebbled grain, darker where it creases."""
    m = _Nodes(name).set(**{"Roughness": roughness, "Specular": 0.45, "Clearcoat": 0.1})
    coords = m.coords()
    creases = m.node("ShaderNodeTexNoise", Scale=9.0, Detail=6.0, Roughness=0.6)
    m.link(coords, creases.inputs["Vector"])
    m.link(m.ramp(creases.outputs["Fac"], [(0.3, darker(colour, 0.62)), (0.7, colour)]), m.bsdf.inputs["Base Color"])
    grain = m.node("ShaderNodeTexVoronoi", feature="F1")
    grain.inputs["Scale"].default_value = 400.0
    m.link(coords, grain.inputs["Vector"])
    m.bump(m.math("ADD", grain.outputs["Distance"], creases.outputs["Fac"]), 0.08, distance=0.003)
    return m.material


def tiles(name, first, second, size=0.25, grout="#c6c1b7", roughness=0.3):
    """Square floor tiles laid as a checkerboard of two colours, `size` metres, with sunken grout lines."""
    m = _Nodes(name).set(**{"Roughness": roughness, "Specular": 0.5})
    xyz = m.node("ShaderNodeSeparateXYZ")
    m.link(m.coords(), xyz.inputs["Vector"])
    u, v = (m.math("DIVIDE", xyz.outputs[axis], size) for axis in ("X", "Y"))
    parity = m.math("ABSOLUTE", m.math("MODULO", m.math("ADD", m.math("FLOOR", u, None), m.math("FLOOR", v, None)), 2.0), None)
    inside_u, inside_v = (m.math("LESS_THAN", m.math("ABSOLUTE", m.math("SUBTRACT", m.math("FRACT", t, None), 0.5), None), 0.49) for t in (u, v))
    tile = m.math("MULTIPLY", inside_u, inside_v)
    face = m.node("ShaderNodeMixRGB", blend_type="MIX")
    face.inputs["Color1"].default_value = linear(first)
    face.inputs["Color2"].default_value = linear(second)
    m.link(parity, face.inputs["Fac"])
    colour = m.node("ShaderNodeMixRGB", blend_type="MIX")
    colour.inputs["Color1"].default_value = linear(grout)
    m.link(face.outputs["Color"], colour.inputs["Color2"])
    m.link(tile, colour.inputs["Fac"])
    m.link(colour.outputs["Color"], m.bsdf.inputs["Base Color"])
    m.bump(tile, 0.3, distance=0.002)
    return m.material


def upright(material):
    """
    Stands a pattern laid out in x–y (brick courses, planks, wallpaper spots) up on a wall: its
    object coordinates turned so y runs up the wall (z), its spots flat (2D), so the pattern does
    not depend on the wall's depth.
    """
    for node in material.node_tree.nodes:
        if node.bl_idname == "ShaderNodeMapping":
            node.inputs["Rotation"].default_value = (math.radians(90), 0, 0)
        elif node.bl_idname == "ShaderNodeTexVoronoi":
            node.voronoi_dimensions = "2D"
    return material
