import { CHUNK_LOAD_TIMEOUT_MS } from '@teleconsulta/schema';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadWithTimeout } from './load-with-timeout.util';

/** A page loaded on demand; reload() starts a new import (React.lazy remembers a failure, so each attempt is a new lazy). */
export type LazyPage = {
  Component: LazyExoticComponent<ComponentType>;
  reload(): void;
};

/** React.lazy over an import() that fails with RouteLoadError when the chunk takes longer than timeoutMs. */
export function lazyWithTimeout(load: () => Promise<{ default: ComponentType }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): LazyPage {
  const attempt = () => lazy(() => loadWithTimeout(load, timeoutMs));
  const page: LazyPage = {
    Component: attempt(),
    reload() {
      page.Component = attempt();
    },
  };
  return page;
}
