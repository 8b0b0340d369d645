import { useEffect, useRef, useState } from "react";
import { PUBLIC_API_DOCUMENT, SCALAR_SCRIPT } from "@shared/api-docs";
import { PageSpinner } from "@/components/ui/spinner";
import { FormAlert } from "@/components/ui/form-alert";
import { loadScript } from "./lib/load-script";
import { SCALAR_THEME } from "./lib/scalar-theme";

/** What Scalar's standalone bundle puts on `window`. */
type ScalarGlobal = { createApiReference: (element: HTMLElement, config: Record<string, unknown>) => { destroy: () => void } };
const scalar = () => (window as { Scalar?: ScalarGlobal }).Scalar;

/**
 * Scalar, set up to stay on this origin: no web fonts, no telemetry, no AI agent or MCP links, no
 * request proxy ("Try it" calls /api/v1 directly). The code examples are the document's own
 * (`x-codeSamples`: curl and TypeScript), shown first.
 */
const SCALAR_CONFIG = {
  url: PUBLIC_API_DOCUMENT,
  theme: "none",
  customCss: SCALAR_THEME,
  withDefaultFonts: false,
  forceDarkModeState: "light",
  hideDarkModeToggle: true,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  documentDownloadType: "json",
  hiddenClients: true,
  persistAuth: false,
  operationTitleSource: "summary",
  defaultOpenAllTags: true,
  _integration: null,
};

/** /docs/api: the public API's reference, rendered by Scalar from /api/v1/openapi.json. */
export function ApiDocsPage() {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    document.title = "API reference · Mockup Studio";
    let reference: { destroy: () => void } | undefined;
    let cancelled = false;
    loadScript(SCALAR_SCRIPT).then(
      () => {
        const api = scalar();
        if (cancelled || !container.current || !api) return;
        reference = api.createApiReference(container.current, SCALAR_CONFIG);
        setState("ready");
      },
      () => setState("failed"),
    );
    return () => {
      cancelled = true;
      reference?.destroy();
    };
  }, []);

  return (
    <div className="api-docs flex flex-1 flex-col">
      {state === "loading" ? <PageSpinner label="Loading the API reference..." className="min-h-dvh" /> : null}
      {state === "failed" ? (
        <div className="mx-auto w-full max-w-3xl px-4 py-12">
          <FormAlert>The API reference could not be loaded. Please reload the page.</FormAlert>
        </div>
      ) : null}
      <div ref={container} />
    </div>
  );
}
