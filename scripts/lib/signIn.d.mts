import type { Locator, Page } from "playwright-core";

export declare const UI_TIMEOUT: number;
export declare function expectVisible(locator: Locator, what: string, options?: { timeout?: number }): Promise<void>;
export declare function signInForm(page: Page): { login: Locator; password: Locator; submit: Locator };
export declare function submitSignIn(page: Page, login: string, password?: string): Promise<void>;
export declare function signIn(
  page: Page,
  login: string,
  options?: { password?: string; from?: string | null; timeout?: number },
): Promise<void>;
