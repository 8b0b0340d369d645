import { z } from "zod";

/**
 * The answer to starting a subscription (spec §7: url, clientSecret or success), as the client
 * follows it. Its own module, loaded with the answer: the sign-up code lives in the shell's chunk,
 * which the studio loads too, and a schema built there is built on every first load.
 */
export const subscriptionStartSchema = z.object({
  url: z.string().optional(),
  clientSecret: z.string().optional(),
  success: z.boolean().optional(),
  message: z.string().optional(),
  userId: z.number().optional(),
});
