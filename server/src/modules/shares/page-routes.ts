import { describeFramedPrint } from "@shared/render-options";
import { SHARE_TOKEN } from "@shared/shares";
import { appUrl } from "../../lib/app-url";
import { createRouter } from "../../lib/http";
import { findShare } from "./find-share";
import { renderShareGonePage, renderSharePage } from "./render-share-page";
import { printFaceKey } from "./print-face-key";
import { shareDownloadPath, shareImagePath, shareModelPath, sharePagePath } from "./share-paths";

/** The page may change (revoked, expired) at any time: caches check again. */
const PAGE_CACHE = "no-cache";

/** `/s/{token}`: the public page of a share link, HTML made here (no SPA; model-viewer's script only when there is a model). */
export function sharePageRoutes() {
  return createRouter().get("/:token", async (c) => {
    const token = c.req.param("token");
    c.header("Cache-Control", PAGE_CACHE);
    const found = SHARE_TOKEN.test(token) ? await findShare(c.var.deps.db, token) : null;
    if (!found) return c.html(renderShareGonePage(), 404);
    const { share, mockup } = found;
    const face = printFaceKey(mockup);
    const hasModel = face !== null && (await c.var.deps.storage.exists(face));
    return c.html(
        renderSharePage({
          title: mockup.name,
          details: mockup.renderOptions ? describeFramedPrint(mockup.renderOptions) : "",
          pageUrl: appUrl(c, sharePagePath(token)),
          imageUrl: appUrl(c, shareImagePath(token)),
          downloadUrl: share.allowDownload ? shareDownloadPath(token) : null,
          model: hasModel ? { glb: shareModelPath(token, "glb"), usdz: shareModelPath(token, "usdz") } : null,
        }),
        200,
      );
  });
}
