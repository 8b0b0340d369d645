import { EMBED_DATA_ID, type EmbedData } from "@shared/embed";
import { escapeHtml } from "../../lib/escape-html";

/**
 * The widget's page: the first room as an inline image (shown with the HTML, before any script),
 * the shopper's choices as JSON, and the small script that makes them clickable (`assets`, the
 * tags of the build's embed entry; none in tests without a build, when the page stays a picture).
 */
const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;background:#faf8f5;color:#1f1b17;font:14px/1.45 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{padding:8px;max-width:960px;margin:0 auto}
.stage{position:relative;margin:0;background:#efe9e1;border-radius:10px;overflow:hidden}
.stage img{display:block;width:100%;height:auto;transition:opacity .15s}
.stage[aria-busy=true] img{opacity:.55}
.controls{display:grid;gap:10px;margin-top:10px}
.group{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.group>span{min-width:52px;color:#6f675e;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
.chip{min-height:36px;padding:6px 12px;border:1px solid #dcd5cb;border-radius:999px;background:#fff;color:inherit;font:inherit;cursor:pointer}
.chip[aria-pressed=true]{border-color:#a94b24;background:#a94b24;color:#fff}
.rooms{display:flex;gap:6px;overflow-x:auto;padding-bottom:4px}
.room{flex:0 0 auto;width:76px;padding:0;border:2px solid transparent;border-radius:8px;background:none;cursor:pointer}
.room[aria-pressed=true]{border-color:#a94b24}
.room img{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:6px}
.own-wall{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;padding:4px;border:2px dashed #c9bfb2;background:#fff;color:#a94b24;font-family:inherit;font-size:11px;font-weight:600;line-height:1.2;text-align:center}
.own-wall[aria-pressed=true]{border-style:solid}
.file{display:none}
.note{margin:0;color:#6f675e;font-size:13px}
.note:empty{display:none}
.stage.own{cursor:grab;touch-action:none}
.corners{position:absolute;inset:0;width:100%;height:100%;overflow:visible;pointer-events:none;filter:drop-shadow(0 1px 2px rgba(0,0,0,.55))}
.corners polygon{fill:rgba(255,255,255,.08);stroke:#fff;stroke-width:2;stroke-dasharray:6 4;vector-effect:non-scaling-stroke}
.corners circle{fill:#a94b24;stroke:#fff;stroke-width:3;vector-effect:non-scaling-stroke}
.stage.dragging .corners polygon{stroke-dasharray:none}
.stage.dragging{cursor:grabbing}
.chip:focus-visible,.room:focus-visible,.ar-go:focus-visible{outline:3px solid #a94b24;outline-offset:2px}
.actions{display:flex}
.ar-open{border-color:#a94b24;color:#a94b24;font-weight:600}
.ar-open[aria-expanded=true]{display:none}
.ar{display:grid;gap:8px;justify-items:start}
.ar[hidden]{display:none}
.ar model-viewer{display:block;width:100%;height:auto;aspect-ratio:4/3;max-height:70vh;background:#efe9e1;border-radius:10px;--poster-color:#efe9e1}
.ar-go{position:absolute;left:50%;bottom:12px;transform:translateX(-50%);min-height:40px;padding:8px 16px;border:0;border-radius:999px;background:#a94b24;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.credit{margin:8px 0 0;color:#6f675e;font-size:12px;text-align:right}
.credit a{color:inherit}
.empty{padding:40px 16px;text-align:center;color:#6f675e}
`;

export type EmbedPage = { data: EmbedData; firstImage: string | null; firstAlt: string; assets: string; appUrl: string };

/** JSON inside a script element: `<` escaped so no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function renderEmbedPage({ data, firstImage, firstAlt, assets, appUrl }: EmbedPage): string {
  const stage = firstImage
    ? `<figure class="stage" id="stage"><img id="view" src="${escapeHtml(firstImage)}" alt="${escapeHtml(firstAlt)}"></figure>`
    : `<p class="empty">This widget has nothing to show yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>See it on your wall</title>
<style>${STYLE}</style>
${assets}
</head>
<body>
<main>
${stage}
<div class="controls" id="controls"></div>
<p class="credit">See it on your wall · <a href="${escapeHtml(appUrl)}" target="_blank" rel="noopener">Mockup Studio</a></p>
</main>
<script type="application/json" id="${EMBED_DATA_ID}">${scriptJson(data)}</script>
</body>
</html>`;
}

/** An unknown or deleted widget: a quiet note in the shop's page. */
export const renderEmbedGonePage = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget not found</title><style>${STYLE}</style></head><body><p class="empty">This widget is no longer available.</p></body></html>`;
