// The client's "zod" (an alias in vite.config.ts): the same library with its JIT off. Zod compiles
// object parsers with `new Function`; the app's Content-Security-Policy refuses eval, so its probe
// would show as a policy violation on every page that parses. Parsing works the same without it.
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
