import { describeAspectRatio, measureWindow, type TemplateWindow } from "../../image";
import { applyNamedAspect } from "./apply-named-aspect";

/**
 * A catalogue template's windows and its filter ratio: a ratio the name states wins (and
 * becomes the real shape of angled windows); else `known` (the ratio found at upload), else —
 * after the admin moved corners — the largest window's ratio measured again.
 */
export function templateGeometry(
  windows: TemplateWindow[],
  namedRatio: string | null,
  known: string | null,
): { windows: TemplateWindow[]; aspectRatio: string | null } {
  const placed = applyNamedAspect(windows, namedRatio);
  if (namedRatio ?? known) return { windows: placed, aspectRatio: namedRatio ?? known };
  const largest = placed.reduce<TemplateWindow | undefined>((a, w) => (a && a.area >= w.area ? a : w), undefined);
  if (!largest) return { windows: placed, aspectRatio: null };
  const { width, height } = measureWindow(largest);
  return { windows: placed, aspectRatio: describeAspectRatio(width, height) };
}
