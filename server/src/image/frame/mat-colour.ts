/**
 * The colour around art in `fit` mode (and behind transparent art): an off-white mat board, what
 * a framer puts around a print that does not fill the frame. Pure white would read as a blown
 * highlight next to photographed frames; leaving the window transparent would show a hole.
 */
export const MAT_COLOUR = { r: 245, g: 243, b: 238 } as const;
