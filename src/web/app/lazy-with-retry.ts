// Route screens are separate chunks, each loaded with retries (retry-import.ts).
import { lazy, type LazyExoticComponent } from 'react';
import { retryImport, type RetryOptions } from './retry-import';

/** React.lazy with retries: `const Page = lazyWithRetry(() => import('./page'))`. */
/** Whatever React.lazy accepts as a component (its own constraint, ComponentType<any>). */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

export function lazyWithRetry<T extends LazyComponent>(
  load: () => Promise<{ default: T }>,
  options?: RetryOptions,
): LazyExoticComponent<T> {
  return lazy(() => retryImport(load, options));
}
