// The print as a framer makes it: the art fitted to its opening by the fit mode, the mat cut
// around it, the moulding around that, shaded by one gallery light. No template or photo here.
export { fitArtwork, type ArtworkPixels, type Bleed } from "./fit-artwork";
export { fitMattedArtwork, type MatOptions } from "./fit-matted-artwork";
export { MAT_COLOUR } from "./mat-colour";
export { renderFramedPrint, type FramedPrintOptions } from "./render-framed-print";
export { FRAME_FINISHES, MAT_FINISHES, type Rgb } from "./frame-finishes";
export { MOULDING_DEPTH, mouldingProfile } from "./moulding-profile";
