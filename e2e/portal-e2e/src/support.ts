import { expect, type Page } from '@playwright/test';

export const DEMO_API_URL = 'http://localhost:3333';
export const DEMO_STUDENT = { email: 'demo@student.test', password: 'demo1234', name: 'Ana Silva' };

/** Signs in through the auth host's form inside the login frame, as a student does. */
export async function signInThroughFrame(page: Page, student = DEMO_STUDENT): Promise<void> {
  const frame = page.frameLocator('iframe[title="Student portal sign-in form"]');
  await frame.getByLabel('Email').fill(student.email);
  await frame.getByLabel('Password').fill(student.password);
  await frame.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectSignedInAs(page: Page, name = DEMO_STUDENT.name): Promise<void> {
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
}

export async function demoControl(
  action: 'expire-access-tokens' | 'revoke-refresh-tokens' | 'reset',
): Promise<void> {
  const response = await fetch(`${DEMO_API_URL}/__demo/${action}`, { method: 'POST' });
  expect(response.ok).toBe(true);
}
