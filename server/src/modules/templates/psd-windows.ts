import type { PsdImport, PsdTemplateInfo } from "@shared/psd";
import type { TemplateWindow } from "../../image";
import { badRequest } from "../../lib/errors";

/** The import dialog's view: every smart object, whether it receives the art, the self-test. */
export function psdImportJson(info: PsdTemplateInfo, windows: TemplateWindow[]): PsdImport {
  const chosen = new Set(windows.map((w) => w.smartObject));
  return {
    smartObjects: info.smartObjects.map(({ index, name, refusal, thumbnail }) => ({ index, name, ...(refusal ? { refusal } : {}), selected: chosen.has(index), thumbnail })),
    fidelity: info.fidelity,
  };
}

/** The windows of the chosen smart objects; a 400 naming one that cannot take the art. */
export function chooseSmartObjects(info: PsdTemplateInfo, choice: number[]): TemplateWindow[] {
  return [...new Set(choice)].map((index) => {
    const so = info.smartObjects.find((s) => s.index === index);
    if (!so) throw badRequest(`There is no smart object ${index} in this document`);
    if (so.refusal) throw badRequest(so.refusal);
    return so.window;
  });
}
