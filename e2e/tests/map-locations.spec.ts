import { expect, logIn, test } from '../fixtures/site';
import { pngImage } from '../fixtures/forum';
import { seriousViolations } from '../fixtures/accessibility';

// The demo 'member' (a paid member) opens a seeded trail location, adds a location of the test's
// own (a unique address: the API refuses a duplicate), rates it once with a photo, is refused a
// second rating, and adds and deletes a gallery photo. axe runs on the open panel.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a member opens a location, adds one, rates it with a photo once, and manages its gallery', async ({ page }) => {
  await logIn(page, 'member');
  const seeded = await page.request.get('/api/locations', { params: { per_page: 1 } });
  expect(seeded.ok()).toBeTruthy();
  const [first] = (await seeded.json()).locations as { location_id: number; name: string }[];

  // 1. A seeded location beside the map.
  await page.goto(`/map?location=${first.location_id}`);
  const panel = page.getByTestId('location-panel');
  await expect(panel.getByRole('heading', { level: 2, name: first.name })).toBeVisible();

  // 2. A new location through the form (typed coordinates: the test site has no Google key).
  const name = `Slickrock camp ${unique()}`;
  await page.getByRole('button', { name: 'Add a location' }).click();
  const form = page.getByTestId('add-location-dialog');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Type/).selectOption({ label: 'Campground' });
  await form.getByLabel(/^Address/).fill(`${unique()} Sand Flats Rd`);
  await form.getByLabel(/^City/).fill('Moab');
  await form.getByLabel(/^State or province/).fill('UT');
  await form.getByLabel(/^Latitude/).fill('38.5812');
  await form.getByLabel(/^Longitude/).fill('-109.5201');
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('Location added to the map')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(panel.getByRole('heading', { level: 2, name })).toBeVisible();
  const newId = Number(new URL(page.url()).searchParams.get('location'));
  expect(newId).toBeGreaterThan(first.location_id);

  // 3. Rated with a photo; the form gives way to the member's own stars.
  const rating = panel.getByTestId('rating-form');
  await rating.getByRole('radio', { name: '4 stars' }).click();
  await rating.getByLabel('Your review').fill('Flat sites, great sunrise.');
  await rating.getByLabel('Photo (optional)').setInputFiles({ name: 'camp.png', mimeType: 'image/png', buffer: pngImage(32, 24) });
  await rating.getByRole('button', { name: 'Post review' }).click();
  await expect(panel.getByText('You rated this 4 stars')).toBeVisible();

  // 4. The review with its photo and its author.
  const review = panel.getByTestId('location-review').filter({ hasText: 'Flat sites, great sunrise.' });
  await expect(review.getByRole('link', { name: 'member', exact: true })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Photo by member' })).toBeVisible();
  await expect(panel.getByText('4 · 1 review')).toBeVisible();

  // 5. Once only: no form in the page, and the API refuses a second rating in the spec's words.
  await expect(panel.getByTestId('rating-form')).toHaveCount(0);
  const again = await page.request.post(`/api/locations/${newId}/rating`, { multipart: { user_rating: '2', comment: 'again' } });
  expect(again.status()).toBe(409);
  expect((await again.json()).errors[0].message).toBe('This location has already been rated');

  // 6. A gallery photo added, then deleted after the confirmation.
  const gallery = panel.getByTestId('location-gallery');
  const photos = gallery.getByRole('button', { name: /^Open / });
  await expect(photos).toHaveCount(1);
  await gallery.getByLabel('Add a photo to the gallery').setInputFiles({ name: 'view.png', mimeType: 'image/png', buffer: pngImage(40, 30) });
  await expect(page.getByText('Photo added to the gallery')).toBeVisible();
  await expect(photos).toHaveCount(2);
  await photos.first().click();
  await page.getByTestId('photo-viewer').getByRole('button', { name: 'Delete photo' }).click();
  await page.getByTestId('confirm-delete').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Photo deleted')).toBeVisible();
  await expect(photos).toHaveCount(1);

  // 7. The open panel passes axe.
  expect(await seriousViolations(page, '[data-testid="location-panel"]')).toEqual([]);
});
