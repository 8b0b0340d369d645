import type { Hex } from "../svg/color";
import type { FloorStyle } from "../scene/scene-types";

/** The colours of one room variant. */
export type RoomPalette = {
  wall: Hex;
  floor: FloorStyle;
  skirting: Hex;
  /** Main upholstery or cabinet colour. */
  main: Hex;
  /** Accents: pillows, books, vases. */
  accents: Hex[];
  /** Wood of legs, tables and shelves. */
  wood: Hex;
  rug?: { base: Hex; border: Hex };
};

export const pick = <T>(items: readonly T[], variant: number): T => items[variant % items.length] as T;
