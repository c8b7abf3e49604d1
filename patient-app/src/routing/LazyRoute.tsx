import { Suspense, useReducer } from 'react';
import { ChunkLoadBoundary } from './ChunkLoadBoundary';
import type { LazyPage } from './lazy-with-timeout.factory';
import { RouteLoading } from './RouteLoading';

/** Renders a lazy page: a spinner while its chunk loads, the retry screen when it cannot be loaded. */
export function LazyRoute({ page }: { page: LazyPage }) {
  const [, rerender] = useReducer((attempts: number) => attempts + 1, 0);
  const retry = () => {
    page.reload();
    rerender();
  };
  return (
    <ChunkLoadBoundary onRetry={retry}>
      <Suspense fallback={<RouteLoading />}>
        <page.Component />
      </Suspense>
    </ChunkLoadBoundary>
  );
}
