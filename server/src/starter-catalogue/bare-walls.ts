import type { Orientation, RoomType } from "./catalogue-types";

/**
 * A bare-wall room: the room's furniture and light with no frame on the wall, shot square on, so
 * the wall has one scale (pixels per cm) and the studio hangs the chosen print at its true size.
 * `defaultSize` is what a framer would suggest over that piece when the user picks no size.
 */
export type BareWallEntry = { room: RoomType; variant: number; orientation: Orientation; defaultSize: `${number}x${number}cm` };

/** After the framed-window catalogue: "Mockup #29 - Living Room" onwards (those keep their numbers). */
export const BARE_WALLS: readonly BareWallEntry[] = [
  // Over a 230 cm sofa: about two thirds of its width with the frame.
  { room: "Living Room", variant: 0, orientation: "landscape", defaultSize: "100x70cm" },
  // Over a 160 cm bed.
  { room: "Bedroom", variant: 1, orientation: "landscape", defaultSize: "90x60cm" },
  { room: "Office", variant: 0, orientation: "landscape", defaultSize: "50x70cm" },
  { room: "Dining Room", variant: 1, orientation: "landscape", defaultSize: "80x60cm" },
  // A 110 cm console in a hallway: a modest portrait.
  { room: "Hallway", variant: 0, orientation: "portrait", defaultSize: "40x50cm" },
  { room: "Kitchen", variant: 1, orientation: "landscape", defaultSize: "30x40cm" },
  { room: "Nursery", variant: 0, orientation: "landscape", defaultSize: "40x50cm" },
  { room: "Studio", variant: 1, orientation: "landscape", defaultSize: "60x80cm" },
  { room: "Living Room", variant: 1, orientation: "landscape", defaultSize: "70x100cm" },
  { room: "Bedroom", variant: 0, orientation: "portrait", defaultSize: "50x70cm" },
];

/** "Mockup #29 - Living Room": the bare walls continue the starter numbering; no ratio or colour (the user picks both). */
export const bareWallName = (number: number, e: BareWallEntry): string => `Mockup #${number} - ${e.room}`;
