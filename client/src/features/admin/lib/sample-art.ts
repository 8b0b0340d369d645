/**
 * What the admin sees warped into a frame while placing its corners (there is no artwork on
 * the admin screen): a small landscape, so perspective and orientation show at a glance.
 */
// preserveAspectRatio="none": stretched into each window, as the default fit ("expand") does.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500" preserveAspectRatio="none">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6dcb4"/><stop offset="1" stop-color="#d98f68"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#s)"/><circle cx="270" cy="180" r="62" fill="#fff4e4" opacity=".9"/>
<path d="M0 370 120 250 215 340 300 280 400 360V500H0Z" fill="#6d7f99"/><path d="M0 430 150 325 265 415 400 350V500H0Z" fill="#35445c"/>
</svg>`;

export const SAMPLE_ART_URL = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
