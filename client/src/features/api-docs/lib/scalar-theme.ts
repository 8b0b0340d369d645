/**
 * Scalar's colours, fonts and radii from the app's own CSS variables (styles/index.css), so the
 * reference reads as part of the app: warm neutrals, the terracotta accent, the system fonts.
 * Scalar injects this after its base styles; "theme: none" leaves no preset to fight.
 */
export const SCALAR_THEME = `
.light-mode {
  /* The app's sticky header (h-16) stays above Scalar's sticky sidebar. */
  --scalar-custom-header-height: calc(4rem + 1px);
  --scalar-font: var(--font-sans);
  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  --scalar-radius: calc(var(--radius) - 4px);
  --scalar-radius-lg: calc(var(--radius) - 2px);
  --scalar-radius-xl: var(--radius);
  --scalar-background-1: var(--background);
  --scalar-background-2: var(--muted);
  --scalar-background-3: var(--accent);
  --scalar-background-card: var(--card);
  --scalar-background-accent: var(--primary-soft);
  --scalar-color-1: var(--foreground);
  --scalar-color-2: var(--muted-foreground);
  --scalar-color-3: var(--muted-foreground);
  --scalar-color-accent: var(--primary);
  --scalar-border-color: var(--border);
  --scalar-button-1: var(--primary);
  --scalar-button-1-hover: color-mix(in srgb, var(--primary) 88%, black);
  --scalar-button-1-color: var(--primary-foreground);
  --scalar-color-green: #2f7d4f;
  --scalar-color-blue: #2b6a9a;
  --scalar-color-orange: var(--primary);
  --scalar-color-red: var(--destructive);
}
.light-mode .t-doc__sidebar {
  --scalar-sidebar-background-1: var(--background);
  --scalar-sidebar-color-1: var(--foreground);
  --scalar-sidebar-color-2: var(--muted-foreground);
  --scalar-sidebar-border-color: var(--border);
  --scalar-sidebar-item-hover-background: var(--accent);
  --scalar-sidebar-item-hover-color: currentColor;
  --scalar-sidebar-item-active-background: var(--primary-soft);
  --scalar-sidebar-color-active: var(--primary);
  --scalar-sidebar-search-background: var(--card);
  --scalar-sidebar-search-color: var(--muted-foreground);
  --scalar-sidebar-search-border-color: var(--input);
}
`;
