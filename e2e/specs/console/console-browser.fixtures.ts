import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { EmailCredentials } from '../../fixtures/gateway.client';
import { getStack, launchBrowser } from '../../harness';
import { type SignedInConsoleOptions, signedInConsole } from '../../pages/console/login.page';

type SignInOptions = Partial<Pick<SignedInConsoleOptions, 'locale' | 'viewport' | 'acceptDownloads' | 'until'>>;

/**
 * The browser of a describe block: launched (in the block's language, when it has one) before the block's own hooks,
 * and closed with its contexts after them. Call it in the describe body; sign in from a hook or a test.
 */
export function consoleBrowser(block: { locale?: string } = {}) {
  const { consoleUrl } = getStack();
  let launched: Browser | undefined;

  beforeAll(async () => {
    launched = await launchBrowser(block);
  });
  afterAll(async () => {
    await launched?.close();
  });

  const browser = (): Browser => {
    if (!launched) throw new Error('the browser is launched before the tests: use it in a hook or a test');
    return launched;
  };

  return {
    /** A new context of the browser, signed in to nothing. */
    newContext: (options: BrowserContextOptions) => browser().newContext(options),
    /** A new context signed in to the console as the user, in the block's language unless the options give one. */
    async signIn(user: EmailCredentials, options: SignInOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
      const locale = options.locale ?? block.locale;
      if (!locale) throw new Error('signing in needs a locale: give one to consoleBrowser() or to signIn()');
      return signedInConsole({ ...options, browser: browser(), locale, consoleUrl, user });
    },
  };
}
