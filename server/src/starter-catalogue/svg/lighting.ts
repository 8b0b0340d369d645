import type { Vec3 } from "../geometry/vec3";
import { dot } from "../geometry/vec3";
import type { Canvas } from "./canvas";
import type { Hex } from "./color";
import { shade } from "./color";

/** Light every surface gets (bounce from walls and ceiling), so faces away from the window are not black. */
const AMBIENT = 0.8;
/** Extra light on a surface squarely facing the key light. */
const DIFFUSE = 0.32;

/** A surface colour lit by the key light (Lambert), from its base colour and outward normal. */
export const lit = (c: Canvas, base: Hex, normal: Vec3): Hex =>
  shade(base, AMBIENT + DIFFUSE * Math.max(0, dot(normal, c.light)));
