import type { Locator, Page } from 'playwright-core';

export type ProfileInput = 'name' | 'cellPhone' | 'telephone' | 'zipCode' | 'street' | 'number' | 'complement' | 'neighborhood';

/** The patient's own profile (/profile/person/edit/:id, issue 18): name, phones and the address by CEP. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async openFromAccountMenu(): Promise<void> {
    await this.page.getByTestId('account-menu').click();
    await this.page.getByTestId('account-my-profile').click();
    await this.form().waitFor();
  }

  form(): Locator {
    return this.page.getByTestId('profile-form');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  input(name: ProfileInput): Locator {
    return this.page.locator(`#profile-${name}`);
  }

  /** The state and city selects (native: their values are the UF acronym and the IBGE code). */
  select(name: 'region' | 'city'): Locator {
    return this.page.locator(`#profile-${name}`);
  }

  /** The error (or hint) under a field. */
  fieldError(name: ProfileInput | 'region' | 'city'): Locator {
    return this.page.locator(`#profile-${name}-helper-text`);
  }

  /** Types a CEP as a person does (digit by digit, the mask applied), and waits for its lookup to end. */
  async typeCep(cep: string): Promise<void> {
    await this.input('zipCode').fill('');
    await this.input('zipCode').pressSequentially(cep);
    await this.page.getByTestId('cep-looking').waitFor({ state: 'detached' });
  }

  /** Waits until the city select shows the given IBGE code (its options load with the state). */
  async waitForCity(code: string): Promise<void> {
    await this.page.waitForFunction(
      (wanted) => (document.querySelector('#profile-city') as HTMLSelectElement | null)?.value === wanted,
      code,
    );
  }

  async save(): Promise<void> {
    await this.page.getByTestId('profile-save').click();
  }

  saved(): Locator {
    return this.page.getByTestId('profile-saved');
  }

  alert(): Locator {
    return this.page.getByTestId('profile-alert');
  }

  /** The selected option's text of a select. */
  async selectedText(name: 'region' | 'city'): Promise<string> {
    return this.select(name).evaluate((el) => {
      const select = el as HTMLSelectElement;
      return select.options[select.selectedIndex]?.text ?? '';
    });
  }
}
