import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** A form's resolver that loads its schema (and zod) the first time it is needed, plus a way to start loading early. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload: () => void };

/**
 * `zodResolver(schema)` with the schema's module and zod loaded on first use, not with the page:
 * the sign-in forms live in the shell's chunk, which the studio loads too, and building their
 * schemas there cost the studio's first load a long task (docs/decisions/0015). `preload()` (on
 * the form's first focus) fetches them while the person types; a submit before that waits for
 * them. The messages and rules are the schema's, unchanged.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(loadSchema: () => Promise<z.ZodType<Output, Input>>): LazyResolver<Input, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  // A failed load (the network dropped) is not kept: the next focus or submit tries again.
  const load = () =>
    (ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
