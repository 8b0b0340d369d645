/** The plants the rooms use; foliage.ts draws each kind, plant.ts pots it. */
export type PlantKind = "fiddle" | "snake" | "olive" | "grass";
