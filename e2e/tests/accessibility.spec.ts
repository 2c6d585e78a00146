import { expect, test } from '../fixtures/site';
import { seriousViolations } from '../fixtures/accessibility';

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
