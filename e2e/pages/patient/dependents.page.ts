import type { Locator, Page } from 'playwright-core';
import { fillDate } from '../picker-input';

/** Selector map of the patient's dependents (/dependents, /registerdependent, /choosendependent): test ids only. */
export const dependentsSelectors = {
  accountMenu: '[data-testid="account-menu"]',
  accountDependents: '[data-testid="account-dependents"]',
  page: '[data-testid="dependents-page"]',
  register: '[data-testid="dependents-register"]',
  registerPage: '[data-testid="register-dependent-page"]',
  field: (name: string) => `[data-testid="dependent-${name}"]`,
  /** The helper text (error) under a field of the form, by the input's name. */
  fieldError: (name: string) => `.MuiFormControl-root:has([name="${name}"]) .MuiFormHelperText-root`,
  relationship: (code: string) => `[data-testid="relationship-${code}"]`,
  save: '[data-testid="dependent-save"]',
  list: '[data-testid="dependents-list"]',
  names: '[data-testid="dependents-list"] [data-testid="dependent-name"]',
  card: (name: string) => `[data-testid="dependents-list"] li:has([data-testid="dependent-name"]:text-is("${name}"))`,
  choosePage: '[data-testid="choose-dependent-page"]',
  chooseOption: (personId: string) => `[data-testid="choose-${personId}"] input`,
  chooseContinue: '[data-testid="choose-continue"]',
  remove: '[data-testid="dependent-remove"]',
  removeConfirm: '[data-testid="remove-dependent-confirm"]',
  removeError: '[data-testid="remove-dependent-error"]',
  comingOfAge: '[data-testid="dependent-coming-of-age"]',
  homeDependents: '[data-testid="home-dependents"]',
  homeDependent: (personId: string) => `[data-testid="home-dependent"][data-person-id="${personId}"]`,
  homeDependentName: '[data-testid="home-dependent"] .MuiTypography-root:first-child',
  homeDependentRecord: '[data-testid="home-dependent-record"]',
} as const;

export type DependentInput = { name: string; birthDate: string; relationship: string; cpf?: string };

/** A patient's dependents: the list from the account menu, the registration form, and "who is it for?". */
export class DependentsPage {
  constructor(readonly page: Page) {}

  locator(selector: string): Locator {
    return this.page.locator(selector);
  }

  /** The list, reached as a patient does: the account menu's "My dependents". */
  static async fromAccountMenu(page: Page): Promise<DependentsPage> {
    await page.locator(dependentsSelectors.accountMenu).click();
    await page.locator(dependentsSelectors.accountDependents).click();
    await page.locator(dependentsSelectors.page).waitFor();
    return new DependentsPage(page);
  }

  async openRegistration(): Promise<void> {
    await this.locator(dependentsSelectors.register).click();
    await this.locator(dependentsSelectors.registerPage).waitFor();
  }

  /** Fills the registration form (a CPF only when given) and saves. */
  async fillAndSave(input: DependentInput): Promise<void> {
    await this.locator(dependentsSelectors.field('name')).fill(input.name);
    await fillDate(this.locator(dependentsSelectors.field('birthDate')), input.birthDate);
    await this.locator(dependentsSelectors.field('relationship')).click();
    await this.locator(dependentsSelectors.relationship(input.relationship)).click();
    await this.locator(dependentsSelectors.field('cpf')).fill(input.cpf ?? '');
    await this.locator(dependentsSelectors.save).click();
  }

  /** The error shown under a field, once there is one. */
  async fieldError(name: string): Promise<string> {
    const error = this.locator(dependentsSelectors.fieldError(name));
    await error.waitFor();
    return (await error.textContent()) ?? '';
  }

  /** Clears the CPF and saves again; waits for the list. */
  async saveWithoutCpf(): Promise<void> {
    await this.locator(dependentsSelectors.field('cpf')).fill('');
    await this.locator(dependentsSelectors.save).click();
    await this.locator(dependentsSelectors.page).waitFor();
  }

  async names(): Promise<string[]> {
    await this.locator(dependentsSelectors.list).waitFor();
    return this.locator(dependentsSelectors.names).allTextContents();
  }

  /** The notice on a dependent's card that they come of age soon, or null when there is none. */
  async comingOfAge(name: string): Promise<string | null> {
    await this.locator(dependentsSelectors.list).waitFor();
    const notice = this.locator(dependentsSelectors.card(name)).locator(dependentsSelectors.comingOfAge);
    return (await notice.count()) ? await notice.textContent() : null;
  }

  static async open(page: Page, patientUrl: string): Promise<DependentsPage> {
    await page.goto(`${patientUrl}/dependents`);
    await page.locator(dependentsSelectors.page).waitFor();
    return new DependentsPage(page);
  }

  /** Asks to remove the dependent and confirms; answers the refusal shown in the dialog. */
  async removeRefused(name: string): Promise<string> {
    await this.locator(dependentsSelectors.card(name)).locator(dependentsSelectors.remove).click();
    await this.locator(dependentsSelectors.removeConfirm).click();
    const error = this.locator(dependentsSelectors.removeError);
    await error.waitFor();
    return (await error.textContent()) ?? '';
  }

  /** The names the patient home lists under "Your dependents". */
  static async homeDependents(page: Page): Promise<string[]> {
    await page.locator(dependentsSelectors.homeDependents).waitFor();
    return page.locator(dependentsSelectors.homeDependentName).allTextContents();
  }

  /** Opens a dependent's health record from their card on the home. */
  static async openRecordFromHome(page: Page, personId: string): Promise<void> {
    await page.locator(dependentsSelectors.homeDependent(personId)).locator(dependentsSelectors.homeDependentRecord).click();
  }

  /** /choosendependent: "who is it for?". */
  static async openChoice(page: Page, patientUrl: string): Promise<void> {
    await page.goto(`${patientUrl}/choosendependent`);
    await page.locator(dependentsSelectors.choosePage).waitFor();
  }

  /** Chooses the person and continues to the schedule flow (it starts at the specialty). */
  static async choose(page: Page, personId: string): Promise<void> {
    await page.locator(dependentsSelectors.chooseOption(personId)).check();
    await page.locator(dependentsSelectors.chooseContinue).click();
    await page.locator('[data-testid="schedule-step-specialty"]').waitFor();
  }
}
