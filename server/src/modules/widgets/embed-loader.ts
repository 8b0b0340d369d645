import { EMBED_HEIGHT_MESSAGE } from "@shared/embed";

/**
 * /embed.js, what a shop pastes (`<script src=…/embed.js data-widget=… async>`): it puts the
 * widget's iframe after each such script and sets its height from the page's messages, so the
 * widget is as tall as its content at any width. Plain ES5, a few hundred bytes, no build step.
 */
export const EMBED_LOADER = `(function () {
  var me = document.currentScript;
  var origin = new URL(me ? me.src : "/", location.href).origin;
  var scripts = document.querySelectorAll("script[data-widget]");
  for (var i = 0; i < scripts.length; i++) mount(scripts[i]);
  function mount(s) {
    if (s.getAttribute("data-mounted") || new URL(s.src, location.href).origin !== origin) return;
    s.setAttribute("data-mounted", "1");
    var f = document.createElement("iframe");
    f.src = origin + "/embed/" + encodeURIComponent(s.getAttribute("data-widget"));
    f.title = "See it on your wall";
    f.setAttribute("allow", "xr-spatial-tracking");
    f.style.cssText = "display:block;width:100%;max-width:100%;height:560px;border:0;overflow:hidden";
    s.parentNode.insertBefore(f, s.nextSibling);
    window.addEventListener("message", function (e) {
      if (e.source !== f.contentWindow || e.origin !== origin || !e.data || e.data.type !== ${JSON.stringify(EMBED_HEIGHT_MESSAGE)}) return;
      var h = Number(e.data.height);
      if (h > 0 && h < 10000) f.style.height = Math.ceil(h) + "px";
    });
  }
})();
`;
