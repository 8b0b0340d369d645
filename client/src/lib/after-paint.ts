/** Resolves after the browser has drawn the next frame (a task after its animation frame): what is already rendered is on screen. */
export const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
