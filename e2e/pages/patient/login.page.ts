import type { Locator, Page } from 'playwright-core';
import { fillDate } from '../picker-input';

export type SignInMethod = 'EMAIL' | 'CPF' | 'CNS';
export type SignInField = 'email' | 'password' | 'cpf' | 'cns' | 'birthDate';

/** Anything selectors can be resolved in: the page itself or an iframe's FrameLocator. */
type Scope = { locator(selector: string): Locator };

/** Selector map of the patient app's /login screen: ids, names and test ids, never translated text. */
export const loginSelectors = {
  methodTab: (method: SignInMethod) => `[data-testid="sign-in-tab-${method}"]`,
  input: (field: SignInField) => `input[name="${field}"]`,
  fieldError: (field: SignInField) => `#sign-in-${field}-helper-text`,
  submit: '#sign-in-panel button[type="submit"]',
  alert: '[data-testid="sign-in-alert"]',
  heading: 'h1',
} as const;

/** The sign-in screen: choose a way of signing in, fill it, submit, read the errors. */
export class LoginPage {
  constructor(private readonly scope: Scope) {}

  static async open(page: Page, patientUrl: string): Promise<LoginPage> {
    await page.goto(`${patientUrl}/login`);
    const login = new LoginPage(page);
    await login.heading().waitFor();
    return login;
  }

  heading(): Locator {
    return this.scope.locator(loginSelectors.heading);
  }

  tab(method: SignInMethod): Locator {
    return this.scope.locator(loginSelectors.methodTab(method));
  }

  input(field: SignInField): Locator {
    return this.scope.locator(loginSelectors.input(field));
  }

  fieldError(field: SignInField): Locator {
    return this.scope.locator(loginSelectors.fieldError(field));
  }

  alert(): Locator {
    return this.scope.locator(loginSelectors.alert);
  }

  /** The visible label text of an input, as the user reads it. */
  async labelOf(field: SignInField): Promise<string> {
    const id = await this.input(field).getAttribute('id');
    const text = await this.scope.locator(`label[for="${id}"]`).textContent();
    return (text ?? '').replace(/\s*\*\s*$/, '');
  }

  async chooseMethod(method: SignInMethod): Promise<void> {
    await this.tab(method).click();
    await this.input(method === 'EMAIL' ? 'email' : method === 'CPF' ? 'cpf' : 'cns').waitFor();
  }

  async signInWithEmail(email: string, password: string): Promise<void> {
    await this.chooseMethod('EMAIL');
    await this.input('email').fill(email);
    await this.input('password').fill(password);
    await this.submit();
  }

  async signInWithCpf(cpf: string, birthDate: string): Promise<void> {
    await this.chooseMethod('CPF');
    await this.input('cpf').fill(cpf);
    await fillDate(this.input('birthDate'), birthDate);
    await this.submit();
  }

  async submit(): Promise<void> {
    await this.scope.locator(loginSelectors.submit).click();
  }
}
