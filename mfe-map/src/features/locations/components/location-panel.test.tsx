import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { LocationReview } from '@trailhead/shared-kernel/types';
import { fakeApi, formFields, location, member, on, photo, TYPES, type Reply } from '../locations.test-kit';
import { LocationPanel } from './location-panel';

const review = (changes: Partial<LocationReview> = {}): LocationReview => ({
  rating_id: 1,
  location_id: 7,
  user: member,
  user_rating: 4,
  comment: 'Great views',
  location_rating_image: photo(5),
  rating_date: 1_700_000_000,
  ...changes,
});

function api(rate: () => Reply | Promise<Reply> = () => ({ status: 200, body: {} }), options: { deleteReply?: Reply; media?: ReturnType<typeof photo>[] } = {}) {
  let rated: number | null = null;
  return fakeApi(
    on('GET', '/lists/location-type', { status: 200, body: TYPES }),
    on('GET', '/locations/7', () => ({ status: 200, body: { location: location({ user_rating: rated, can_rate: rated === null }) } })),
    on('GET', '/locations/7/rating', { status: 200, body: { reviews: [review()], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 1 } } }),
    on('POST', '/locations/7/rating', async (call) => {
      const reply = await rate();
      if (reply.status === 200) rated = Number(formFields(call.body).user_rating);
      return reply;
    }),
    on('GET', '/media-categories/11', { status: 200, body: { category: { category_id: 11, title: 'x', location_id: 7, media_count: 1 }, media: options.media ?? [photo(5), photo(6, { can_delete: false })] } }),
    on('DELETE', /^\/media\/\d+$/, options.deleteReply ?? { status: 200, body: { media_id: 5, hard_deleted: true } }),
  );
}

const renderPanel = () => renderInSite(<LocationPanel locationId={7} onClose={() => undefined} />);
const form = () => screen.findByTestId('rating-form');

describe('the location panel', () => {
  it('shows the location, its type, stars, reviews with their photo and author', async () => {
    api();
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Hell’s Revenge trailhead' })).toBeTruthy();
    expect(await within(screen.getByTestId('location-type')).findByText('Trailhead')).toBeTruthy();
    expect(screen.getByText('4.5 · 2 reviews')).toBeTruthy();
    const shown = await screen.findByTestId('location-review');
    expect(within(shown).getByText('Great views')).toBeTruthy();
    expect(within(shown).getByRole('link', { name: 'member' })).toBeTruthy();
    expect(within(shown).getByRole('img', { name: 'Photo by member' })).toBeTruthy();
  });
});

describe('the rating form', () => {
  it("asks for stars with the spec's words and sends nothing without them", async () => {
    const calls = api();
    renderPanel();
    fireEvent.click(within(await form()).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Please rate this location')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends once however often it is pressed, and keeps what was typed when refused', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const calls = api(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderPanel();
    const rating = await form();
    fireEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(rating).getByLabelText('Your review'), { target: { value: 'Steep but fun' } });
    const submit = within(rating).getByRole('button', { name: 'Post review' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    fireEvent.click(submit);
    expect(formFields(calls.find((call) => call.method === 'POST')!.body)).toEqual({ user_rating: '4', comment: 'Steep but fun' });
    await act(async () => answer({ status: 409, body: { errors: [{ code: 'location_already_rated', message: 'This location has already been rated' }] } }));
    expect(await within(rating).findByText('This location has already been rated')).toBeTruthy();
    expect((within(rating).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Steep but fun');
    expect(within(rating).getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('gives way to "You rated this N stars" once rated', async () => {
    api(() => ({ status: 200, body: { review: review(), location: location({ user_rating: 5, can_rate: false }) } }));
    renderPanel();
    const rating = await form();
    fireEvent.click(within(rating).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(rating).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('You rated this 5 stars')).toBeTruthy();
    expect(screen.queryByTestId('rating-form')).toBeNull();
  });
});

describe('the gallery', () => {
  it('deletes a photo only after the confirmation, and not when cancelled', async () => {
    const calls = api();
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Photo 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByTestId('confirm-delete');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-delete')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Open Photo 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo' }));
    fireEvent.click(within(await screen.findByTestId('confirm-delete')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/media/5']));
    await waitFor(() => expect(screen.queryByTestId('confirm-delete')).toBeNull());
  });

  it("shows the spec's text when the photo is already gone, and offers no delete on others' photos", async () => {
    api(undefined, { deleteReply: { status: 404, body: { errors: [{ code: 'not_found', message: 'No media item found' }] } } });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Photo 2' }));
    expect(await screen.findByRole('button', { name: 'Next photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete photo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete photo' }));
    fireEvent.click(within(await screen.findByTestId('confirm-delete')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByTestId('confirm-delete')).findByText('No media item found')).toBeTruthy();
  });

  it('says there are no photos yet in an empty gallery, not an error', async () => {
    api(undefined, { media: [] });
    renderPanel();
    expect(await screen.findByText('No photos yet.')).toBeTruthy();
    expect(screen.queryByText('No media found')).toBeNull();
  });
});
