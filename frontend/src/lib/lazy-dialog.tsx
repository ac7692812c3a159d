import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, fields and pickers) is fetched when it is first opened rather than with the page
 * that offers it. Mounted from that first opening on, so it still animates closed and keeps its state.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
