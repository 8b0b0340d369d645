import type { PsdImport, PsdTemplateInfo } from "@shared/psd";
import type { TemplateWindow } from "../../image";
import { badRequest } from "../../lib/errors";
import { assertWindowsAllowed, MIN_DETECTED_SHARE, quadProblem } from "./check-quad";

type Size = { width: number; height: number };

/** The import dialog's view: every smart object, whether it receives the art, the self-test. */
export function psdImportJson(info: PsdTemplateInfo, windows: TemplateWindow[]): PsdImport {
  const chosen = new Set(windows.map((w) => w.smartObject));
  return {
    smartObjects: info.smartObjects.map(({ index, name, refusal, thumbnail }) => ({ index, name, ...(refusal ? { refusal } : {}), selected: chosen.has(index), thumbnail })),
    ...(info.features ? { features: info.features } : {}),
    fidelity: info.fidelity,
  };
}

/**
 * The windows of the chosen smart objects; a 400 naming one that cannot take the art, or when
 * together they break the windows' rule (check-quad.ts: how many, how much of the picture).
 */
export function chooseSmartObjects(info: PsdTemplateInfo, choice: number[], size: Size): TemplateWindow[] {
  const windows = [...new Set(choice)].map((index) => {
    const so = info.smartObjects.find((s) => s.index === index);
    if (!so) throw badRequest(`There is no smart object ${index} in this document`);
    if (so.refusal) throw badRequest(so.refusal);
    return so.window;
  });
  assertWindowsAllowed(windows.map((w) => w.quad), size.width, size.height, MIN_DETECTED_SHARE);
  return windows;
}

/**
 * The windows' rule every template keeps, applied to each smart object: one reaching past the
 * document, not convex or too small to hold art cannot take the art (it keeps showing its own
 * content, and the import dialog says why).
 */
export function refuseOutsideRule<T extends { name: string; refusal?: string; window: TemplateWindow }>(smartObjects: T[], size: Size): T[] {
  return smartObjects.map((so) => {
    const problem = so.refusal ? null : quadProblem(so.window.quad, size.width, size.height, MIN_DETECTED_SHARE);
    return problem ? { ...so, refusal: `Smart object “${so.name}” cannot take the art: ${problem}` } : so;
  });
}
