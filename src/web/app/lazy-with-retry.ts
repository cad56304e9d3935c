// Route screens are separate chunks, each loaded with retries (retry-import.ts).
import { lazy, type LazyExoticComponent } from 'react';
import { retryImport, type RetryOptions } from './retry-import';

/** Whatever React.lazy accepts as a component (its own constraint, ComponentType<any>). */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

/**
 * React.lazy with retries: `lazyWithRetry(() => import('./page'), (m) => m.Page)`. The
 * screen is picked from the module by `pick`, so a retry at another address gives it too.
 */
export function lazyWithRetry<M, T extends LazyComponent>(
  load: () => Promise<M>,
  pick: (module: M) => T,
  options?: RetryOptions,
): LazyExoticComponent<T> {
  return lazy(() => retryImport(load, options).then((module) => ({ default: pick(module) })));
}
