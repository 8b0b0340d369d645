import { type ComponentType, Suspense, lazy, memo, useState } from "react";

/**
 * A dialog whose code loads the first time it opens (`isOpen(props)`) and then stays mounted, so
 * it still animates closed. Its forms, and their zod schemas, are then no part of the page's first
 * screen (docs/decisions/0015-first-screens-build-no-schemas.md). Memoised, like the dialogs a page
 * keeps beside parts that render often.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return memo(function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (isOpen(props) && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  });
}
