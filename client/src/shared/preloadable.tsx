import { lazy, type ComponentType } from "react";

/**
 * A component in a chunk of its own that renders at once when its chunk is already here: like
 * React.lazy, but `preload()` (at a sign of intent) lets the first render skip the Suspense fallback,
 * so whatever the page shows next (the avatar after a login) is there in the same render.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    load().then((component) => {
      ready = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = ready ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}

/**
 * A module in a chunk of its own, fetched at first use: `run(fn)` calls `fn` with it — at once when
 * it is already here, else once it has arrived (so a dialog opened a second time opens in the same
 * click, with nothing to wait for).
 */
export function lazyModule<M>(load: () => Promise<M>) {
  let ready: M | undefined;
  let pending: Promise<M> | undefined;
  const fetch = (): Promise<M> =>
    (pending ??= load().then(
      (module) => (ready = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    preload: () => void fetch().catch(() => undefined),
    load: fetch,
    /** The module when it has arrived, else undefined. */
    current: (): M | undefined => ready,
    run(fn: (module: M) => void): void {
      if (ready) fn(ready);
      else void fetch().then(fn);
    },
  };
}
