"""Rendering a room: camera, art places, Cycles with its light passes, our own denoiser, outputs.

What a room writes to its output directory (the catalogue's import reads these):
- `photo.webp`: the room as the camera sees it (Filmic, sRGB), denoised, with a camera's grain.
- `light-{n}.png`: for art place n, the light a white card there receives (a card rendered there,
  not the wall's own light, which its relief shades), as the camera would see the card (16-bit
  sRGB, cropped to the place's bounding box): the art is multiplied by it.
- `reflection-{n}.webp`: what glass at the place would reflect (a mirror's view, same crop).
- `shadow-{n}.png`: how much a frame standing 3 cm off the wall at the place darkens the wall
  around it (1 = no shadow), over the place's box grown by a margin.
- `room.json`: sizes, the exact corners of every art place projected from the camera (full-size
  pixels, clockwise from top-left) and the same corners in the world (metres), each crop's box,
  the wall's scale (pixels per cm) at each place, the camera (world matrix, lens, sensor, shift),
  and the room's description.
"""

import json
import math
import os
import sys
import time

import bpy
import numpy as np
from bpy_extras.object_utils import world_to_camera_view
from mathutils import Vector

from . import materials as mat
from .build import box


def arguments():
    """
    `blender -b -P room.py -- --out DIR [--width 2400] [--samples 64] [--light-only 1] [--creases-only 1] [--glass-only 1]`; with
    `--light-only 1` only the light and shadow passes of a room already rendered into DIR are rendered again;
    with `--creases-only 1` only `creases.png`, the mask of the photo's creases (see `repair_creases`);
    with `--glass-only 1` only its glass objects, in their boxes (see `_render_glass`).
    """
    args = sys.argv[sys.argv.index("--") + 1 :] if "--" in sys.argv else []
    options = {"out": None, "width": 2400, "samples": 64, "light-only": 0, "creases-only": 0, "glass-only": 0}
    for key, value in zip(args[::2], args[1::2]):
        name = key.lstrip("-")
        options[name] = value if name == "out" else int(value)
    if options["out"] is None:
        raise SystemExit("usage: blender -b -P room.py -- --out DIR [--width 2400] [--samples 64]")
    return options


def new_scene():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.world = bpy.data.worlds.new("world")
    return scene


class ArtPlace:
    """A place for a framed piece on the art wall (y = 0): centre (x, z) and outer size in metres."""

    def __init__(self, centre_x, centre_z, width, height):
        self.centre = (centre_x, centre_z)
        self.size = (width, height)

    def corners(self, offset=0.0):
        """World corners clockwise from top-left, `offset` metres in front of the wall."""
        (x, z), (w, h) = self.centre, self.size
        y = -offset
        return [Vector((x - w / 2, y, z + h / 2)), Vector((x + w / 2, y, z + h / 2)), Vector((x + w / 2, y, z - h / 2)), Vector((x - w / 2, y, z - h / 2))]


def camera(at, target, lens=35.0, shift_y=0.0):
    bpy.ops.object.camera_add(location=at)
    cam = bpy.context.active_object
    cam.rotation_euler = (Vector(target) - Vector(at)).to_track_quat("-Z", "Y").to_euler()
    cam.data.lens = lens
    cam.data.sensor_width = 36.0
    cam.data.shift_y = shift_y
    bpy.context.scene.camera = cam
    return cam


def _project(scene, cam, point, width, height):
    v = world_to_camera_view(scene, cam, point)
    return [v.x * width, (1.0 - v.y) * height]


def _describe_camera(cam):
    """The camera as a pinhole: its world matrix (rows; it looks down its own -Z, +Y up), lens and sensor in mm, shift in units of the larger side."""
    data = cam.data
    return {"matrixWorld": [[round(v, 6) for v in row] for row in cam.matrix_world], "lensMm": data.lens, "sensorWidthMm": data.sensor_width,
            "sensorFit": data.sensor_fit, "shift": [data.shift_x, data.shift_y]}


def _configure(scene, width, height, samples, exposure):
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.samples = samples
    scene.cycles.use_adaptive_sampling = True
    scene.cycles.adaptive_threshold = 0.015
    scene.cycles.use_denoising = False  # Debian's build has no OpenImageDenoise: ours runs below.
    scene.cycles.max_bounces = 8
    scene.cycles.diffuse_bounces = 4
    scene.cycles.glossy_bounces = 3
    scene.cycles.transmission_bounces = 6
    scene.cycles.sample_clamp_indirect = 2.0
    scene.cycles.blur_glossy = 1.0
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.cycles.seed = 7
    scene.render.resolution_x, scene.render.resolution_y = width, height
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = False
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium Contrast"
    scene.view_settings.exposure = exposure
    scene.frame_current = 1


PASSES = ["DiffDir", "DiffInd", "DiffCol", "GlossDir", "GlossInd", "GlossCol", "TransDir", "TransInd", "TransCol", "Emit", "Env", "Normal", "Depth"]


def _render_passes(scene, workdir, border=None, samples=None):
    """Renders the scene (at `samples`, else the scene's) and returns its passes as float arrays (top row first), with the compositor's File Output."""
    full_samples = scene.cycles.samples
    scene.cycles.samples = samples or full_samples
    layer = scene.view_layers[0]
    for attr in ("diffuse_direct", "diffuse_indirect", "diffuse_color", "glossy_direct", "glossy_indirect", "glossy_color",
                 "transmission_direct", "transmission_indirect", "transmission_color", "emit", "environment", "normal", "z"):
        setattr(layer, f"use_pass_{attr}", True)
    scene.use_nodes = True
    tree = scene.node_tree
    tree.nodes.clear()
    layers = tree.nodes.new("CompositorNodeRLayers")
    out = tree.nodes.new("CompositorNodeOutputFile")
    out.base_path = workdir
    out.format.file_format = "OPEN_EXR"
    out.format.color_depth = "32"
    out.format.exr_codec = "ZIP"
    out.file_slots.clear()
    for name in PASSES:
        out.file_slots.new(name)
        tree.links.new(layers.outputs[name], out.inputs[name])
    composite = tree.nodes.new("CompositorNodeComposite")
    tree.links.new(layers.outputs["Image"], composite.inputs["Image"])
    scene.render.use_border = border is not None
    scene.render.use_crop_to_border = border is not None
    if border is not None:
        x0, y0, x1, y1 = border  # pixels, top-left origin
        w, h = scene.render.resolution_x, scene.render.resolution_y
        # Blender truncates border × size to whole pixels: aim at pixel centres, so 69 / w × w = 68.99… cannot come out a pixel short.
        scene.render.border_min_x, scene.render.border_max_x = (x0 + 0.5) / w, (x1 + 0.5) / w
        scene.render.border_min_y, scene.render.border_max_y = (h - y1 + 0.5) / h, (h - y0 + 0.5) / h
    bpy.ops.render.render(write_still=False)
    scene.cycles.samples = full_samples
    passes = {}
    for name in PASSES:
        path = os.path.join(workdir, f"{name}0001.exr")
        image = bpy.data.images.load(path)
        image.colorspace_settings.name = "Non-Color"
        w, h = image.size
        pixels = np.empty(w * h * 4, dtype=np.float32)
        image.pixels.foreach_get(pixels)
        passes[name] = pixels.reshape(h, w, 4)[::-1, :, :3].copy()
        if border is not None and (w, h) != (border[2] - border[0], border[3] - border[1]):
            raise RuntimeError(f"the border render is {w} × {h}, not the box {border}")
        bpy.data.images.remove(image)
        os.remove(path)
    return passes


def _shift(a, dy, dx):
    """`a` moved by (dy, dx) with its edge pixels repeated (no wrap-around)."""
    h, w = a.shape[:2]
    ys = np.clip(np.arange(h) - dy, 0, h - 1)
    xs = np.clip(np.arange(w) - dx, 0, w - 1)
    return a[ys][:, xs]


def _luminance(light):
    return light @ np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)


def _held(light, lum, ceiling):
    """`light` scaled down where its luminance `lum` passes `ceiling`."""
    return light * np.where(lum > ceiling, ceiling / np.maximum(lum, 1e-8), 1.0)[..., None]


def _around(lum, with_centre):
    """The 3 × 3 neighbourhood of every pixel, one shifted copy each (the centre itself only `with_centre`)."""
    return [_shift(lum, dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if with_centre or dy or dx]


def remove_fireflies(light, factor=3.0):
    """
    A pixel far brighter than its neighbours (a rare light path caught by few samples) is brought
    down to them. Measured against the second brightest of its eight neighbours, so a pair of
    sparkles goes too while a thin highlight (a lit edge, a line, which has two bright neighbours
    along it) stays.
    """
    lum = _luminance(light)
    return _held(light, lum, factor * np.sort(_around(lum, False), axis=0)[-2] + 1e-4)


def despeckle(light, factor=2.5):
    """
    Glossy light at a few dozen samples is a spray of sparkles where a rough surface catches the
    sun or a window (a glazed bowl, a waxed table): too dense for `remove_fireflies`, whose
    neighbours are sparkles too. Each pixel is held to `factor` times the median of its 3 × 3:
    a sharp reflection keeps its inside and its edges (most of each pixel's neighbours share them).
    """
    lum = _luminance(light)
    return _held(light, lum, factor * np.median(_around(lum, True), axis=0) + 1e-4)


def blur(image, sigma):
    """A Gaussian blur, separable, edges repeated."""
    radius = max(1, int(3 * sigma))
    taps = np.exp(-0.5 * (np.arange(-radius, radius + 1) / sigma) ** 2)
    taps /= taps.sum()
    out = image
    for axis in (0, 1):
        out = sum(t * (_shift(out, d, 0) if axis == 0 else _shift(out, 0, d)) for d, t in zip(range(-radius, radius + 1), taps))
    return out


def denoise(light, normal, depth, passes=5, by_light=True):
    """
    An edge-aware à-trous filter (the SVGF family) for one lighting pass: neighbours count when
    their surface faces the same way (normal), lies at the same distance (depth) and is lit
    alike (luminance, loosening as the filter widens). The light is filtered apart from the
    surface colours (demodulated), so textures stay sharp while the sampling noise goes.
    `by_light=False` leaves the luminance out: where most pixels are sparkles (a waxed floor
    reflecting a sunlit chair at 32 samples: 40 % of them), each one reads as a feature to keep.
    """
    kernel = [1 / 16, 1 / 4, 3 / 8, 1 / 4, 1 / 16]
    h, w = light.shape[:2]
    # Edge pixels average their samples' normals (shorter than 1): compare directions only.
    normal = normal / np.maximum(np.linalg.norm(normal, axis=2, keepdims=True), 1e-6)
    z = depth[..., 0]
    out = remove_fireflies(light.astype(np.float32))
    for level in range(passes):
        step = 1 << level
        lum = _luminance(out)
        sigma_l = 4.0 * (0.5 ** level) * (np.mean(lum) + 1e-4) + 1e-4
        # One padded copy per level (edges repeated); each tap is then a view, not a copy.
        r = 2 * step
        guide = np.pad(np.concatenate([normal, depth[..., :1], lum[..., None], out], axis=2), ((r, r), (r, r), (0, 0)), mode="edge")
        total = np.zeros_like(out)
        weights = np.zeros((h, w), dtype=np.float32)
        for i, ki in enumerate(kernel):
            for j, kj in enumerate(kernel):
                y0, x0 = r + (i - 2) * step, r + (j - 2) * step
                g = guide[y0 : y0 + h, x0 : x0 + w]
                wn = np.clip(np.einsum("ijk,ijk->ij", g[..., :3], normal), 0, 1) ** 64
                wz = np.exp(-np.abs(g[..., 3] - z) / (0.02 * z * step + 1e-3))
                wl = np.exp(-np.abs(g[..., 4] - lum) / sigma_l) if by_light else 1.0
                weight = ki * kj * wn * wz * wl
                total += g[..., 5:] * weight[..., None]
                weights += weight
        out = total / np.maximum(weights, 1e-8)[..., None]
    return out


def crease_pixels(normal, straight=0.95, empty=0.2):
    """
    Pixels on a crease between two surfaces (a ceiling meeting a wall) or on an outline: their
    samples' normals disagree, so their mean is shorter than 1. Not sky (no surface, no normal).
    """
    length = np.linalg.norm(normal, axis=2)
    return (length < straight) & (length > empty)


def repair_creases(light, creases, alike=0.1):
    """
    `denoise` leaves the pixels on a crease nearly as noisy as it found them: their mean normal
    faces neither surface, so few neighbours pass its normal test, and a dim ceiling's edge comes
    out as a dotted row of light and dark pixels. Such a pixel — on a line of creases, and unlike
    each of its neighbours along it (within `alike` of one, it is part of a line in the picture: a
    groove's shade, a lit edge) — is held within the range of its neighbours off the crease,
    channel by channel: light on an edge lies between its two sides.
    """
    lum = _luminance(light)
    lo = np.full_like(light, np.inf)
    hi = np.full_like(light, -np.inf)
    along = np.zeros(creases.shape, dtype=np.int32)
    like_one = np.zeros(creases.shape, dtype=bool)
    for dy, dx in ((dy, dx) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dy or dx):
        on = _shift(creases, dy, dx)
        near = _shift(light, dy, dx)
        near_lum = _shift(lum, dy, dx)
        along += on
        like_one |= on & (np.abs(lum - near_lum) <= alike * np.maximum(lum, near_lum))
        lo = np.where(~on[..., None], np.minimum(lo, near), lo)
        hi = np.where(~on[..., None], np.maximum(hi, near), hi)
    fix = (creases & (along >= 2) & ~like_one)[..., None] & np.isfinite(lo)
    return np.where(fix, np.clip(light, lo, hi), light)


def vignette(height, width, strength=0.16):
    """A lens's natural falloff towards the corners (1 at the centre, 1 - strength in the corners)."""
    y = (np.arange(height, dtype=np.float32) - (height - 1) / 2) / (height / 2)
    x = (np.arange(width, dtype=np.float32) - (width - 1) / 2) / (width / 2)
    r2 = (x[None, :] ** 2 * width**2 + y[:, None] ** 2 * height**2) / (width**2 + height**2)
    return (1 - strength * r2 ** 1.5)[..., None]


def bloom(linear_rgb, threshold=1.2, amount=0.05):
    """The soft glow a lens spreads around what is brighter than white (windows, lamps), blurred at a quarter size."""
    h, w = linear_rgb.shape[:2]
    bright = np.maximum(linear_rgb - threshold, 0)[: h // 4 * 4, : w // 4 * 4]
    small = bright.reshape(h // 4, 4, w // 4, 4, 3).mean(axis=(1, 3))
    sw = small.shape[1]
    glow = 0.6 * blur(small, sigma=0.004 * sw) + 0.4 * blur(small, sigma=0.015 * sw)
    full = np.repeat(np.repeat(glow, 4, axis=0), 4, axis=1)
    out = linear_rgb.copy()
    out[: full.shape[0], : full.shape[1]] += amount * full
    return out


def save_photo(scene, p, path, box=None, sharp_reflections=False):
    """
    The photo from the rendered passes: each light filtered apart, put together, the lens's falloff
    and glow, a camera's grain. `box` (x0, y0, x1, y1): the passes are that part of the frame.
    `sharp_reflections`: only smooth surfaces are kept (glass), whose reflections are sharp lines
    the luminance stop keeps, where rough ones spray sparkles it would keep too.
    """
    lens = vignette(scene.render.resolution_y, scene.render.resolution_x)
    filtered = {
        "diffuse": repair_creases(denoise(p["DiffDir"] + p["DiffInd"], p["Normal"], p["Depth"]), crease_pixels(p["Normal"])),
        # Glossy light is blurred already (blur_glossy) and its sparkles come in sprays: surfaces, not light levels, bound it.
        "glossy": denoise(despeckle(p["GlossDir"] + p["GlossInd"]), p["Normal"], p["Depth"], passes=3, by_light=sharp_reflections),
        # Light through glass (a jar of paint, a vase) is sparkles too at 32 samples, on a smooth surface: the same, a level wider.
        "transmission": denoise(despeckle(p["TransDir"] + p["TransInd"]), p["Normal"], p["Depth"], passes=4, by_light=False),
    }
    _save_display(scene, bloom(_compose(p, filtered) * (lens if box is None else _crop(lens, box))), path, grain=0.012)


def _compose(p, filtered):
    return (p["DiffCol"] * filtered["diffuse"] + p["GlossCol"] * filtered["glossy"] + p["TransCol"] * filtered["transmission"] + p["Emit"] + p["Env"])


def _image(name, rgb, colorspace=None):
    """A float Blender image holding `rgb` (top row first), ready to save; its colour space is set before its pixels (setting it after clears them)."""
    h, w = rgb.shape[:2]
    image = bpy.data.images.new(name, width=w, height=h, alpha=False, float_buffer=True)
    if colorspace:
        image.colorspace_settings.name = colorspace
    rgba = np.ones((h, w, 4), dtype=np.float32)
    rgba[..., :3] = rgb
    image.pixels.foreach_set(rgba[::-1].ravel())
    return image


def _save_display(scene, linear_rgb, path, grain=0.0):
    """Writes a linear image through the scene's view transform (Filmic): WebP or 16-bit PNG by the path."""
    h, w = linear_rgb.shape[:2]
    rgb = np.maximum(linear_rgb, 0)
    if grain:
        # A camera's sensor noise: luminance grain, stronger in the shadows, as a photograph has.
        rng = np.random.default_rng(11)
        noise = rng.normal(0.0, grain, (h, w, 1)).astype(np.float32)
        rgb = rgb * (1 + noise / np.sqrt(np.maximum(rgb.mean(axis=2, keepdims=True), 0.02) * 8))
    image = _image(os.path.basename(path), rgb)
    settings = scene.render.image_settings
    settings.color_mode = "RGB"
    if path.endswith(".webp"):
        settings.file_format = "WEBP"
        settings.quality = 90
    else:
        settings.file_format = "PNG"
        settings.color_depth = "16"
        settings.compression = 15
    image.save_render(path, scene=scene)
    bpy.data.images.remove(image)


def _crop(a, box_):
    x0, y0, x1, y1 = box_
    return a[y0:y1, x0:x1]


def _box_around(points, margin, width, height):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return [max(0, int(math.floor(min(xs) - margin))), max(0, int(math.floor(min(ys) - margin))),
            min(width, int(math.ceil(max(xs) + margin))), min(height, int(math.ceil(max(ys) + margin)))]


def render_room(room, places, options):
    """Renders `room` (a dict describing it) with its `places` (ArtPlace list) into options['out']."""
    scene = bpy.context.scene
    cam = scene.camera
    width = options["width"]
    height = round(width * room.get("aspect", 2 / 3))
    out_dir = os.path.abspath(options["out"])
    work = os.path.join(out_dir, ".work")
    os.makedirs(work, exist_ok=True)
    _configure(scene, width, height, options["samples"], room.get("exposure", 0.6))
    # The camera's matrix is evaluated with the scene: before any render, project from an up-to-date one.
    bpy.context.view_layer.update()
    for place in places:
        _require_clear_view(scene, cam, place)
    if os.environ.get("CHECK_VIEW_ONLY"):
        # Checking a scene's places without rendering it.
        sys.exit(0)
    if options["creases-only"]:
        # For a photo rendered before `repair_creases`: the normals need a few samples, no light paths.
        scene.cycles.max_bounces = 0
        normal = _render_passes(scene, work, samples=8)["Normal"]
        _save_gray(crease_pixels(normal).astype(np.float32), os.path.join(out_dir, "creases.png"))
        os.rmdir(work)
        return
    if options["glass-only"]:
        _render_glass(scene, cam, out_dir, work)
        return
    started = time.time()
    # The lens's falloff towards the corners: the photo and the light passes get the same, so the art matches its wall.
    lens = vignette(height, width)
    boxes = [_box_around([_project(scene, cam, c, width, height) for c in place.corners()], 2, width, height) for place in places]
    cards = [_card_light(scene, place, crop, work) * _crop(lens, crop) for place, crop in zip(places, boxes)]
    if options["light-only"]:
        # The photo stays as it was rendered: its passes are shown at the exposure it was shown at
        # (recorded since metering came in; before, the scene's own).
        with open(os.path.join(out_dir, "room.json")) as f:
            rendered = json.load(f)
        scene.view_settings.exposure = rendered.get("exposure", scene.view_settings.exposure)
    else:
        _meter_on_the_art(scene, cards)
    for n, card in enumerate(cards, start=1):
        _save_display(scene, card, os.path.join(out_dir, f"light-{n}.png"))
    if options["light-only"]:
        # The shadows too, in the boxes the room's description gives.
        for n, (place, info) in enumerate(zip(places, rendered["places"]), start=1):
            _save_gray(_frame_shadow(scene, place, info["shadowBox"], work), os.path.join(out_dir, f"shadow-{n}.png"))
        os.rmdir(work)
        return

    p = _render_passes(scene, work)
    if os.environ.get("DUMP_PASSES"):
        # The raw passes, to make the photo again with another filter without rendering (remake_photo.py).
        np.savez(os.environ["DUMP_PASSES"], **p)
    save_photo(scene, p, os.path.join(out_dir, "photo.webp"))

    described = []
    for n, (place, crop) in enumerate(zip(places, boxes), start=1):
        corners = [_project(scene, cam, c, width, height) for c in place.corners()]
        _save_display(scene, _mirror_view(scene, place, crop, work), os.path.join(out_dir, f"reflection-{n}.webp"))
        margin = 0.25 * max(abs(corners[1][0] - corners[0][0]), abs(corners[3][1] - corners[0][1]))
        shadow_box = _box_around(corners, margin, width, height)
        shadow = _frame_shadow(scene, place, shadow_box, work)
        _save_gray(shadow, os.path.join(out_dir, f"shadow-{n}.png"))
        top_width_px = math.dist(corners[0], corners[1])
        described.append({
            "quad": [[round(x, 3), round(y, 3)] for x, y in corners],
            "corners3d": [[round(v, 6) for v in c] for c in place.corners()],
            "sizeCm": [round(place.size[0] * 100, 1), round(place.size[1] * 100, 1)],
            "pxPerCm": round(top_width_px / (place.size[0] * 100), 4),
            "lightBox": crop,
            "shadowBox": shadow_box,
        })
    info = {**{k: v for k, v in room.items() if k != "aspect"}, "exposure": round(scene.view_settings.exposure, 4), "width": width, "height": height, "samples": options["samples"],
            "camera": _describe_camera(cam),
            "places": described, "renderSeconds": round(time.time() - started, 1), "blender": bpy.app.version_string}
    with open(os.path.join(out_dir, "room.json"), "w") as f:
        json.dump(info, f, indent=2)
    if not os.listdir(work):
        os.rmdir(work)


def _render_glass(scene, cam, out_dir, work):
    """
    For a photo rendered before light through glass was despeckled: each glass object (a vase, a
    bottle, a wine glass) rendered again in its box at the photo's exposure and samples, written
    as `glass-{n}.png` (the box's photo, 16-bit) with `glass-{n}-mask.png` (where the camera sees
    through glass) and `glass.json` (the boxes), for scripts/paste-glass.mjs to lay into the photo.
    """
    with open(os.path.join(out_dir, "room.json")) as f:
        rendered = json.load(f)
    # Shown at the exposure it was shown at (recorded since metering came in; before, the scene's own).
    scene.view_settings.exposure = rendered.get("exposure", scene.view_settings.exposure)
    scene.cycles.samples = rendered["samples"]
    width, height = scene.render.resolution_x, scene.render.resolution_y
    boxes = []
    for obj in scene.objects:
        materials = [slot.material for slot in getattr(obj, "material_slots", []) if slot.material and slot.material.node_tree]
        if not any(node.type == "BSDF_PRINCIPLED" and node.inputs["Transmission"].default_value >= 0.5 for m in materials for node in m.node_tree.nodes):
            continue
        corners = [_project(scene, cam, obj.matrix_world @ Vector(c), width, height) for c in obj.bound_box]
        box = _box_around(corners, 16, width, height)
        if box[2] - box[0] >= 8 and box[3] - box[1] >= 8:
            boxes.append(box)
    for n, box in enumerate(boxes, start=1):
        p = _render_passes(scene, work, border=box)
        save_photo(scene, p, os.path.join(out_dir, f"glass-{n}.png"), box=box, sharp_reflections=True)
        _save_gray(np.clip(4 * _luminance(p["TransCol"]), 0, 1), os.path.join(out_dir, f"glass-{n}-mask.png"))
    with open(os.path.join(out_dir, "glass.json"), "w") as f:
        json.dump(boxes, f)
    os.rmdir(work)


def _require_clear_view(scene, cam, place, steps=12):
    """Stops before rendering when anything stands between the camera and the place: the art is
    drawn over the photo, and the light pass would print the object's silhouette on it as a ghost
    (a jug of branches in front of a print in a first kitchen render)."""
    depsgraph = bpy.context.evaluated_depsgraph_get()
    origin = cam.matrix_world.translation
    tl, tr, _, bl = place.corners(offset=0.002)
    for i in range(steps + 1):
        for j in range(steps + 1):
            point = tl + (tr - tl) * (i / steps) + (bl - tl) * (j / steps)
            to = point - origin
            hit, _, _, _, obj, _ = scene.ray_cast(depsgraph, origin, to.normalized(), distance=to.length - 0.004)
            if hit:
                sys.exit(f"Art place at {place.centre} is hidden from the camera by {obj.name!r}: move it, or the place")


# The brightest a white card at an art place may show: scene light 1.0, which Filmic (Medium
# Contrast) shows at 206 of 255. Above it the curve's shoulder flattens the print (a red at 231
# came out 233, 171, 130 in a sunlit café exposed a stop brighter).
CARD_CEILING = 1.0


def _meter_on_the_art(scene, cards):
    """Exposes as a photographer does for the art: the scene's exposure is lowered until no place's white card (its mean) is past CARD_CEILING."""
    brightest = max(float(np.mean(_luminance(card))) for card in cards)
    exposure = scene.view_settings.exposure
    over = math.log2(max(brightest, 1e-6)) + exposure - math.log2(CARD_CEILING)
    if over > 0:
        scene.view_settings.exposure = exposure - over
        print(f"metered on the art: exposure {exposure:.2f} → {scene.view_settings.exposure:.2f} (the brightest card was {over:.2f} stops over)", flush=True)


def _pass_samples(scene, least=64):
    """A pass is a crop, cheap beside the photo: at least `least` samples (the light is multiplied into the art: no blotch of noise may show)."""
    return max(least, scene.cycles.samples)


def _card_light(scene, place, crop, work):
    """
    The light a white card at the place receives, as the camera sees white: the crop rendered with
    a flat matte card just proud of the wall (a little larger than the place, so the crop's margin
    is card too). Not the wall's own light: a wall's relief (brick joints, panel grooves,
    wallpaper, plaster) shades it, and the print would carry that pattern.
    """
    white = mat._Nodes("white card").set(**{"Base Color": (1, 1, 1, 1), "Roughness": 1.0, "Specular": 0.0}).material
    (x, z), (w, h) = place.centre, place.size
    card = box("white card", (w + 0.04, 0.002, h + 0.04), (x, -0.003, z - h / 2 - 0.02), white, bevel=0)
    p = _render_passes(scene, work, border=crop, samples=_pass_samples(scene))
    bpy.data.objects.remove(card)
    return denoise(p["DiffDir"] + p["DiffInd"], p["Normal"], p["Depth"], passes=4)


def _mirror_view(scene, place, crop, work):
    """What glass at the place reflects: the crop rendered with a mirror where the art would be."""
    mirror = mat._Nodes("mirror").set(**{"Base Color": (1, 1, 1, 1), "Metallic": 1.0, "Roughness": 0.02}).material
    (x, z), (w, h) = place.centre, place.size
    card = box("mirror card", (w, 0.004, h), (x, -0.03, z - h / 2), mirror, bevel=0)
    # Blurred below: a quarter of the samples leave no noise that shows.
    p = _render_passes(scene, work, border=crop, samples=max(8, scene.cycles.samples // 4))
    bpy.data.objects.remove(card)
    # The camera is focused on the print, not on what its glass reflects: the reflection is soft.
    reflected = remove_fireflies(p["GlossCol"] * (p["GlossDir"] + p["GlossInd"]), factor=2.0)
    return blur(reflected, sigma=0.02 * max(reflected.shape[:2]))


def _frame_shadow(scene, place, crop, work):
    """
    The frame's shadow on the wall: the crop's light with a frame-sized box 3 cm off the wall, over
    its light without, both rendered alike (same samples and seed: their noise cancels in the
    ratio, so nothing but the box's shadow darkens it).
    """
    (x, z), (w, h) = place.centre, place.size
    light = lambda p: denoise(p["DiffDir"] + p["DiffInd"], p["Normal"], p["Depth"], passes=4)  # noqa: E731
    # Their noise cancels in the ratio: the penumbra alone needs samples.
    without = light(_render_passes(scene, work, border=crop, samples=_pass_samples(scene, 32)))
    proxy = box("frame proxy", (w, 0.03, h), (x, -0.015, z - h / 2), mat.matte("proxy", "#808080"), bevel=0.002)
    proxy.visible_camera = False
    with_frame = light(_render_passes(scene, work, border=crop, samples=_pass_samples(scene, 32)))
    bpy.data.objects.remove(proxy)
    ratio = _luminance(with_frame) / np.maximum(_luminance(without), 1e-5)
    return np.clip(ratio, 0, 1)


def _save_gray(values, path):
    image = _image(os.path.basename(path), np.repeat(values[..., None], 3, axis=2), colorspace="Non-Color")
    image.filepath_raw = path
    image.file_format = "PNG"
    image.save()
    bpy.data.images.remove(image)
