import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { PAGES_BEFORE_SHELL } from "@shared/constants";
import { App } from "./app/app";
import { loadShell } from "./app/routes";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A page inside the shell renders once the shell's code is here (it comes preloaded); if that
// fails, the page asks for it again as it renders, and says so if it fails again. As a transition, the first render yields to the
// browser every few milliseconds instead of holding the main thread for the whole page (a phone's
// input waits less: issue 32).
const shellReady = PAGES_BEFORE_SHELL.includes(window.location.pathname) ? Promise.resolve() : loadShell().catch(() => undefined);
void shellReady.then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
