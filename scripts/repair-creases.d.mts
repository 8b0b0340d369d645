/** Holds a room photo's dotted crease pixels within their neighbours' range (see repair-creases.mjs); returns how many changed. */
export function repairCreases(photoPath: string, creasesPath: string): Promise<number>;
