import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../fixtures/site';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('content-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('login modal', async ({ page }) => {
  await page.goto('/?login=true');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('register modal', async ({ page }) => {
  await page.goto('/?register=true');
  await expect(page.getByRole('dialog', { name: 'Create a Free Account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
