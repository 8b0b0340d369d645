// Writes shell.html beside index.html: the same page with the shell's chunks (client/src/app/
// shell-routes.tsx and every chunk it imports) preloaded, for the pages that wait for them
// (sign-in, register, account...). The browser then fetches them beside the app's own script
// instead of after it has run: on a phone's network that is a round trip less before the form
// shows (issue 32). A vite plugin: runs after each client build, before `precompress`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** @param {string} outDir @param {string} module the shell's source, as it ends @returns {import("vite").Plugin} */
export function shellPreload(outDir, module) {
  return {
    name: "shell-preload",
    apply: "build",
    writeBundle(_options, bundle) {
      const shell = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId?.endsWith(module));
      if (!shell) throw new Error(`shell-preload: no chunk is built from ${module}`);
      const files = new Set();
      /** @param {string} file */
      const visit = (file) => {
        const chunk = bundle[file];
        if (files.has(file) || chunk?.type !== "chunk") return;
        files.add(file);
        chunk.imports.forEach(visit);
      };
      visit(shell.fileName);
      const index = readFileSync(path.join(outDir, "index.html"), "utf8");
      const links = [...files].filter((f) => !index.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
      writeFileSync(path.join(outDir, "shell.html"), index.replace("</head>", `  ${links.join("\n    ")}\n  </head>`));
    },
  };
}
