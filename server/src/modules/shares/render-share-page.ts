import { escapeHtml } from "../../lib/escape-html";
import { PRODUCT_NAME } from "../../lib/mail/compose-email";
import { MODEL_VIEWER_SCRIPT } from "@shared/model-viewer";

/** What the page shows and its link previews carry; URLs absolute, as crawlers need them. */
export type SharePage = {
  title: string;
  /** "Walnut frame · White mat · 50 × 70 cm", or "" when the mockup records no options. */
  details: string;
  pageUrl: string;
  imageUrl: string;
  /** The download link when the owner allows downloads. */
  downloadUrl: string | null;
  /** The 3D models of the framed print when it has them (studio saves): "View in your room". */
  model: { glb: string; usdz: string } | null;
};

/** The page's own look: the app's colours and type, no script and no SPA bundle. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#faf8f5;color:#1f1b17;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5}
header,footer{padding:16px 24px}
header a{color:inherit;text-decoration:none;font-weight:600;font-size:17px}
main{flex:1;width:100%;max-width:1040px;margin:0 auto;padding:8px 24px 40px}
figure{margin:0;background:#fff;border:1px solid #e6e0d8;border-radius:14px;padding:12px;box-shadow:0 1px 2px rgba(31,27,23,.06)}
figure img{display:block;max-width:100%;width:auto;height:auto;max-height:75vh;margin:0 auto;border-radius:8px}
h1{font-size:clamp(22px,4vw,30px);line-height:1.2;margin:24px 0 4px;overflow-wrap:anywhere}
.details{margin:0;color:#6f675e}
.actions{margin-top:20px;display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 20px;border-radius:10px;
font-weight:600;text-decoration:none;background:#a94b24;color:#fff}
.button.secondary{background:#fff;color:#1f1b17;border:1px solid #dcd5cb}
a:focus-visible{outline:3px solid #a94b24;outline-offset:2px}
footer{color:#6f675e;font-size:13px;text-align:center}
footer a{color:inherit}
.room{margin-top:32px}
.room h2{font-size:20px;margin:0 0 4px}
.room p{margin:0 0 12px;color:#6f675e}
model-viewer{display:block;width:100%;height:min(70vh,560px);background:#f1ece5;border:1px solid #e6e0d8;border-radius:14px;--poster-color:#f1ece5}
model-viewer .button{position:absolute;left:50%;bottom:16px;transform:translateX(-50%);border:0;font:inherit;cursor:pointer}
.gone{max-width:520px;margin:12vh auto 0;text-align:center}
.gone p{color:#6f675e}
`;

function layout(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${PRODUCT_NAME}</a></header>
<main>${body}</main>
<footer>Made with <a href="/">${PRODUCT_NAME}</a></footer>
</body>
</html>
`;
}

/** The public page of a share link, with Open Graph and Twitter card tags so the link unfurls with the image. */
export function renderSharePage(page: SharePage): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.details ? `${page.details}. A mockup made with ${PRODUCT_NAME}.` : `A mockup made with ${PRODUCT_NAME}.`);
  const image = escapeHtml(page.imageUrl);
  const head = [
    `<meta name="description" content="${description}">`,
    `<meta name="robots" content="noindex">`,
    `<link rel="canonical" href="${escapeHtml(page.pageUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(page.pageUrl)}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:alt" content="${title}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
  ];
  if (page.model) head.push(`<script type="module" src="${MODEL_VIEWER_SCRIPT}"></script>`);
  const download = page.downloadUrl ? `<a class="button" href="${escapeHtml(page.downloadUrl)}" download>Download</a>` : "";
  const body = `<figure><img src="${image}" alt="${title}"></figure>
<h1>${title}</h1>
${page.details ? `<p class="details">${escapeHtml(page.details)}</p>` : ""}
<div class="actions">${download}${page.model ? `<a class="button secondary" href="#room">View in your room</a>` : ""}<a class="button secondary" href="/app">Make your own mockup</a></div>
${page.model ? roomSection(page.model, title) : ""}`;
  return layout(`${page.title} · ${PRODUCT_NAME}`, head.join("\n"), body);
}

/**
 * The framed print in 3D at its true size: turned and zoomed here, and on a phone hung on the
 * visitor's own wall (WebXR or Scene Viewer on Android, Quick Look on iOS), with no app.
 */
function roomSection(model: { glb: string; usdz: string }, title: string): string {
  return `<section class="room" id="room" aria-labelledby="room-title">
<h2 id="room-title">View in your room</h2>
<p>Turn it and zoom in. On a phone, tap the button to hang it on your wall at its true size.</p>
<model-viewer src="${escapeHtml(model.glb)}" ios-src="${escapeHtml(model.usdz)}" ar ar-modes="webxr scene-viewer quick-look" ar-placement="wall" ar-scale="fixed" camera-controls camera-orbit="0deg 90deg auto" touch-action="pan-y" shadow-intensity="1" alt="${title}, framed, in 3D">
<button slot="ar-button" class="button">View in your room</button>
</model-viewer>
</section>`;
}

/** A revoked, expired or unknown link: said kindly, with a way on (served with status 404). */
export function renderShareGonePage(): string {
  const body = `<div class="gone"><h1>This link is no longer available</h1>
<p>The mockup may have been removed, or its owner stopped sharing it or let the link expire. Ask them for a new link.</p>
<div class="actions" style="justify-content:center"><a class="button" href="/">Go to ${PRODUCT_NAME}</a></div></div>`;
  return layout(`Link not available · ${PRODUCT_NAME}`, `<meta name="robots" content="noindex">`, body);
}
