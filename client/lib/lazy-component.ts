import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts fetching the component's chunk (once), before anything renders it. */
  preload(): Promise<unknown>;
};

/**
 * A component whose code lives in its own chunk, fetched when it first renders or earlier through `preload`, so a
 * page's chunk can download beside the session check instead of after it. `load` imports the module and picks the
 * component, as pages export theirs by name.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}
