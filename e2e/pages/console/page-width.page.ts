import type { Page } from 'playwright-core';

/** How wide the page is against its window: the document's scroll width and the window's inner width. */
export function pageWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/**
 * The first table of the page: how wide it is, how wide its wrapper shows it, and whether the wrapper scrolls it
 * sideways (overflow-x auto or scroll) — a wide table scrolls inside its card, not the page.
 */
export function tableScroll(page: Page): Promise<{ tableWidth: number; wrapperWidth: number; wrapperScrolls: boolean } | null> {
  return page.evaluate(() => {
    const wrapper = document.querySelector<HTMLElement>('.RaDataTable-tableWrapper');
    const table = wrapper?.querySelector('table');
    if (!wrapper || !table) return null;
    const overflow = getComputedStyle(wrapper).overflowX;
    return {
      tableWidth: table.getBoundingClientRect().width,
      wrapperWidth: wrapper.clientWidth,
      wrapperScrolls: overflow === 'auto' || overflow === 'scroll',
    };
  });
}
