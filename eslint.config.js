import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Every client feature folder: each may import itself and shared code, never another feature. */
const FEATURES = readdirSync(new URL("./client/src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The house import rules (docs/ARCHITECTURE.md, "Import rules"): checked on resolved paths. */
const BOUNDARIES = [
  { target: "./client", from: "./server", message: "The client never imports server code: share it through shared/." },
  { target: "./shared", from: ["./client", "./server"], message: "shared/ holds schemas and constants only: it imports neither side." },
  { target: "./server/src/lib", from: "./server/src/modules", message: "lib/ is below the modules: move the code down or pass it in." },
  { target: "./server/src/image", from: ["./server/src/modules", "./server/src/starter-catalogue", "./server/src/db"], message: "The image engine depends on nothing above it." },
  { target: "./server/src/db", from: ["./server/src/image", "./server/src/modules"], message: "The database layer does not import the engine or the modules." },
  ...FEATURES.map((name) => ({
    target: `./client/src/features/${name}`,
    from: "./client/src/features",
    except: [`./${name}`],
    message: "A feature never imports another feature: move the shared piece to components/ or lib/.",
  })),
];

/**
 * Server modules, top to bottom (docs/ARCHITECTURE.md, "Server modules"): a module imports only
 * modules on lower lines, and only through their face, `index.ts`. Tests and test kits may reach
 * into a module's files to set up and check state.
 */
const MODULE_LAYERS = [["public-api", "account", "maintenance", "health"], ["exports", "shares", "widgets"], ["mockups"], ["artworks"], ["rendering"], ["templates"], ["auth", "billing", "api-keys"]];
const MODULES = MODULE_LAYERS.flat();
const moduleDir = (name) => `./server/src/modules/${name}`;
/** Everything in server/src beside the modules (app.ts, index.ts, worker.ts, lib/, …). */
const SERVER_OUTSIDE_MODULES = readdirSync(new URL("./server/src", import.meta.url))
  .filter((entry) => entry !== "modules")
  .map((entry) => `./server/src/${entry}`);
const MODULE_ZONES = [
  ...MODULES.map((name) => ({
    target: [...MODULES.filter((other) => other !== name).map(moduleDir), ...SERVER_OUTSIDE_MODULES],
    from: moduleDir(name),
    except: ["./index.ts"],
    message: `Import the ${name} module through its face, modules/${name}/index.ts: export what you need there.`,
  })),
  ...MODULE_LAYERS.flatMap((layer, i) =>
    layer.map((name) => ({
      target: moduleDir(name),
      from: MODULE_LAYERS.slice(0, i + 1).flat().filter((other) => other !== name).map(moduleDir),
      message: `Modules depend one way (${MODULE_LAYERS.map((l) => l.join("/")).join(" → ")}): ${name} may import only modules below it.`,
    })),
  ),
];

/**
 * The image engine's stages, lowest first (server/src/image/README.md): a stage imports only
 * stages before it, and only through their index.ts; inside a stage files import each other.
 */
const IMAGE_STAGES = ["core", "decode", "encode", "detect", "frame", "model", "compose", "prepare"];
const IMAGE = "./server/src/image";

/** Outside the engine only its face (index.ts) is imported: the heavy calls there run under the image budget. */
const IMAGE_FACE_ONLY = {
  target: ".",
  from: IMAGE,
  except: ["./index.ts"],
  message: "Import the image engine from server/src/image (its index.ts), not from the files behind it.",
};

const stageFaces = (stages) => stages.map((s) => `./${s}/index.ts`);

/** `tests`: a stage's tests may also use later stages (through their index) and the fixtures. */
const imageStageZones = ({ tests }) => [
  ...IMAGE_STAGES.map((stage, i) => ({
    target: `${IMAGE}/${stage}`,
    from: IMAGE,
    except: [`./${stage}`, ...stageFaces(tests ? IMAGE_STAGES : IMAGE_STAGES.slice(0, i)), ...(tests ? ["./fixtures"] : [])],
    message: tests
      ? "A stage's tests import other stages through their index.ts."
      : i === 0
        ? `The ${stage} stage imports no other stage (server/src/image/README.md).`
        : `The ${stage} stage imports only ${IMAGE_STAGES.slice(0, i).join(", ")}, through their index.ts (server/src/image/README.md).`,
  })),
  {
    // The engine's face (index.ts, budgeted.ts, the render pool and its worker) sees the stages as everyone else inside does.
    target: `${IMAGE}/*.ts`,
    from: IMAGE,
    except: [...stageFaces(IMAGE_STAGES), "./budgeted.ts", "./render-pool.ts", "./render-messages.ts"],
    message: "The engine's face imports the stages through their index.ts.",
  },
];

/** What tests, test kits and fixtures are: they may reach into the engine to build and check their inputs. */
const TEST_FILES = ["**/*.test.ts", "**/*.spec.ts", "**/testing/**", "**/fixtures/**"];

const SHARP_ONLY_IN_ENGINE = {
  paths: [{ name: "sharp", message: "Only the image engine (server/src/image/) imports sharp: call its functions instead." }],
};

/** Only lib/api/ calls the network, so cookies, errors (`ApiError`) and progress are handled one way. */
const ONE_API_CLIENT = "Reach the server through lib/api (one API client: errors, cookies, progress).";
const NETWORK_GLOBALS = ["fetch", "XMLHttpRequest"];
const NETWORK_OWNERS = ["window", "globalThis", "self"];

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "server/drizzle/", "test-results/", "playwright-report/", ".tmp/", "examples/mockup-studio-api.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // Follow .ts/.tsx files too when walking the import graph (the plugin's TypeScript preset).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: ["server/tsconfig.json", "client/tsconfig.json", "e2e/tsconfig.json", "examples/tsconfig.json"], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: BOUNDARIES }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  // A later block's zones replace the earlier ones for its files, so each repeats BOUNDARIES.
  {
    // Benchmarks time the engine's unbudgeted functions, so they may use a stage's index.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["server/src/image/**", "bench/**", ...TEST_FILES],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...BOUNDARIES, IMAGE_FACE_ONLY] }] },
  },
  {
    files: ["server/src/image/**/*.ts"],
    ignores: TEST_FILES,
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...BOUNDARIES, ...imageStageZones({ tests: false })] }] },
  },
  {
    files: ["server/src/image/**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...BOUNDARIES, ...imageStageZones({ tests: true })] }] },
  },
  {
    // Server app code outside the engine also keeps to the modules' faces and their direction.
    files: ["server/src/**/*.ts"],
    ignores: ["server/src/image/**", ...TEST_FILES],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...BOUNDARIES, IMAGE_FACE_ONLY, ...MODULE_ZONES] }] },
  },
  {
    // Tests, test kits, benchmarks and browser tests decode results to check them; app code may not.
    // The catalogue's render tooling (offline, not the app) rewrites a committed render's photo (creases, sparkles, glass).
    files: ["server/src/**/*.ts", "client/**/*.{ts,tsx}", "shared/**/*.ts", "scripts/**/*.mjs"],
    ignores: ["server/src/image/**", "**/*.test.ts", "**/testing/**", "**/fixtures/**", "server/src/starter-catalogue/decode-alpha.ts", "scripts/repair-creases.mjs", "scripts/paste-glass.mjs", "scripts/room-photo.mjs"],
    rules: { "no-restricted-imports": ["error", SHARP_ONLY_IN_ENGINE] },
  },
  {
    // Tests fake the network at its edge (client/src/test/), so they may name fetch themselves.
    files: ["client/src/**/*.{ts,tsx}"],
    ignores: ["client/src/lib/api/**", "**/*.test.ts", "**/*.test.tsx", "client/src/test/**"],
    rules: {
      "no-restricted-globals": ["error", ...NETWORK_GLOBALS.map((name) => ({ name, message: ONE_API_CLIENT }))],
      "no-restricted-properties": [
        "error",
        ...NETWORK_OWNERS.flatMap((object) => NETWORK_GLOBALS.map((property) => ({ object, property, message: ONE_API_CLIENT }))),
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
