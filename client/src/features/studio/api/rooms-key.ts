/** The signed-in user's rooms (their own photos as templates). */
export const ROOMS_KEY = ["/api/rooms"] as const;
