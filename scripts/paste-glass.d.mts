/** Lays a room's glass objects, rendered again in their boxes, into its photo (see paste-glass.mjs); returns how many pixels changed. */
export function pasteGlass(photoPath: string, glassDir: string): Promise<number>;
