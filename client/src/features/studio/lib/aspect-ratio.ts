/** Greatest common divisor of two non-negative integers (Euclid). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(Math.round(a));
  let y = Math.abs(Math.round(b));
  while (y) [x, y] = [y, x % y];
  return x;
}

/** Spec §5: width and height divided by their greatest common divisor, written "3x2". */
export function aspectRatioOf(width: number, height: number): string {
  const d = gcd(width, height) || 1;
  return `${Math.round(width) / d}x${Math.round(height) / d}`;
}

/** "4x5" (or "4:5") → 0.8; null for anything that is not two positive whole numbers. */
export function ratioValue(ratio: string): number | null {
  const m = /^\s*(\d+)\s*[x:]\s*(\d+)\s*$/i.exec(ratio);
  if (!m) return null;
  const w = Number(m[1]);
  const h = Number(m[2]);
  return w > 0 && h > 0 ? w / h : null;
}

/**
 * Spec §5: the candidate whose width/height value differs least from `target` (a value like
 * 1.5). On a tie the earlier candidate wins; candidates that are not ratios are ignored.
 */
export function closestAspectRatio(target: number, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDiff = Infinity;
  for (const candidate of candidates) {
    const value = ratioValue(candidate);
    if (value === null) continue;
    const diff = Math.abs(value - target);
    if (diff < bestDiff) {
      best = candidate;
      bestDiff = diff;
    }
  }
  return best;
}
