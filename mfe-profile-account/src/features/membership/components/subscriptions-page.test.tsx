import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { CurrentMembership, MembershipBenefit, MembershipResponse, SubscriptionOptionsResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { BenefitsPage } from './benefits-page';
import { JoinUsPage } from './join-us-page';
import { NO_PAST_SUBSCRIPTIONS, PastSubscriptionsPage } from './past-subscriptions-page';
import { SubscriptionsPage, TRIAL_STARTED } from './subscriptions-page';

const benefit = (key: MembershipBenefit['key'], title: string): MembershipBenefit => ({ key, title, description: `${title} explained.` });
const BENEFITS = [benefit('member_pricing', 'Member pricing'), benefit('map_access', 'The member map'), benefit('partner_discount_code', 'Partner discount code')];
const NOV_1 = 1_793_534_400; // 2026-11-01 12:00 UTC
const free: CurrentMembership = { code: 'free_membership', title: 'Free Membership', paid: false, since: null, until: null, benefits: [], discount_percent: 0, partner_discount_code: null, trial_eligible: true, trial_days: 30 };
const trial: CurrentMembership = { ...free, code: 'trial_membership', title: 'Trial Membership', paid: true, since: NOV_1, until: NOV_1 + 30 * 86_400, benefits: BENEFITS, discount_percent: 10, partner_discount_code: 'KESTREL-PARTNER-10', trial_eligible: false };
const answer = (current: CurrentMembership, past: MembershipResponse['past'] = []): MembershipResponse => ({ membership: null, current, past });

const options: SubscriptionOptionsResponse = {
  discount_percent: 10,
  trial_days: 30,
  store_url: 'https://store.test',
  tiers: [
    { code: 'premium_membership', title: 'Premium Membership', summary: 'Every benefit.', paid: true, benefits: BENEFITS, store_path: '/products/premium-membership', store_url: 'https://store.test/products/premium-membership', length_days: null },
    { code: 'trial_membership', title: 'Trial Membership', summary: 'Thirty days.', paid: true, benefits: BENEFITS, store_path: null, store_url: null, length_days: 30 },
    { code: 'free_membership', title: 'Free Membership', summary: 'The forum.', paid: false, benefits: [], store_path: null, store_url: null, length_days: null },
  ],
};

type Answer = { status: number; body: unknown };
function mockApi(gets: Record<string, unknown>, post: () => Answer | Promise<Answer> = () => ({ status: 500, body: {} })) {
  const points = { fpr_linked: false, fpr_points_pending_total: 0, email: null };
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const { status, body } = init?.method === 'POST' ? await post() : { status: 200, body: path === '/api/me/fpr-status' ? points : gets[path] };
    return { ok: status < 400, status, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const posts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const signIn = () =>
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: { user_id: 8, username: 'rookie', UserMembership: null } as UserProfile });

let snackbar: string[] = [];
let subscription: { unsubscribe: () => void };
beforeEach(() => {
  snackbar = [];
  subscription = bus.snackbar.subscribe((message) => snackbar.push(message.message));
});
afterEach(() => subscription.unsubscribe());

describe('SubscriptionsPage', () => {
  it('asks a visitor to log in', async () => {
    bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null });
    mockApi({});
    renderInSite(<SubscriptionsPage />, { url: '/subscriptions' });
    expect((await screen.findByTestId('login-required')).textContent).toContain('Please login in to see the content of the page.');
  });

  it('shows a paid member their membership, its dates, what it gives and the partner code, and no trial offer', async () => {
    signIn();
    mockApi({ '/api/me/membership': answer(trial) });
    renderInSite(<SubscriptionsPage />, { url: '/subscriptions' });
    const card = await screen.findByTestId('current-membership');
    expect(within(card).getByRole('heading', { name: 'Trial Membership' })).toBeTruthy();
    expect(within(card).getByTestId('membership-since').textContent).toBe('Since Sunday, November 1, 2026');
    expect(within(card).getByTestId('membership-until').textContent).toBe('Until Tuesday, December 1, 2026');
    expect(within(card).getByTestId('membership-benefits').textContent).toContain('Member pricing: Member pricing explained.');
    expect(within(card).getByTestId('partner-code').textContent).toBe('KESTREL-PARTNER-10');
    expect(screen.queryByTestId('trial-offer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Past subscriptions' }).getAttribute('href')).toBe('/subscriptions-old');
  });

  it('lets an eligible free member accept the trial once: the button waits, then the trial shows at once', async () => {
    signIn();
    let release: (answer: Answer) => void = () => undefined;
    // The server's answers before and after the trial starts.
    const server: Record<string, unknown> = { '/api/me/membership': answer(free), '/api/me': { user_id: 8, username: 'rookie', UserMembership: null } };
    const fetchMock = mockApi(server, () => new Promise<Answer>((resolve) => (release = resolve)));
    renderInSite(<SubscriptionsPage />, { url: '/subscriptions' });
    expect(screen.queryByTestId('partner-code')).toBeNull();
    const button = await screen.findByRole('button', { name: 'Accept the 30-day trial' });
    fireEvent.click(button);
    await waitFor(() => expect((screen.getByTestId('accept-trial') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByTestId('accept-trial'));
    expect(posts(fetchMock)).toHaveLength(1);
    expect(String(posts(fetchMock)[0][0])).toContain('/api/membership/accept-trial');
    Object.assign(server, { '/api/me/membership': answer(trial), '/api/me': { user_id: 8, username: 'rookie', UserMembership: { code: 'trial_membership' } } });
    await act(async () => release({ status: 200, body: { current: trial } }));
    expect(await screen.findByTestId('partner-code')).toBeTruthy();
    expect(screen.getByTestId('current-membership').getAttribute('data-code')).toBe('trial_membership');
    expect(screen.queryByTestId('trial-offer')).toBeNull();
    expect(snackbar).toContain(TRIAL_STARTED);
    await waitFor(() => expect(bus.session$.getValue().user?.UserMembership).toEqual({ code: 'trial_membership' }));
  });

  it("says why when the trial is refused and keeps the offer", async () => {
    signIn();
    mockApi({ '/api/me/membership': answer(free) }, () => ({ status: 400, body: { errors: [{ code: 'trial_not_eligible', message: "Can't accept trial offer membership" }] } }));
    renderInSite(<SubscriptionsPage />, { url: '/subscriptions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the 30-day trial' }));
    expect((await within(screen.getByTestId('trial-offer')).findByRole('alert')).textContent).toContain("Can't accept trial offer membership");
    expect((screen.getByTestId('accept-trial') as HTMLButtonElement).disabled).toBe(false);
  });

  it('invites a former member to join instead of offering a trial', async () => {
    signIn();
    mockApi({ '/api/me/membership': answer({ ...free, trial_eligible: false }) });
    renderInSite(<SubscriptionsPage />, { url: '/subscriptions' });
    expect((await screen.findByTestId('join-invitation')).textContent).toContain('Become a member');
    expect(screen.queryByTestId('trial-offer')).toBeNull();
  });
});

describe('PastSubscriptionsPage', () => {
  it('lists the past memberships with their dates, or says there are none', async () => {
    signIn();
    mockApi({ '/api/me/membership': answer(free, [{ period_id: 2, code: 'premium_membership', title: 'Premium Membership', started_at: NOV_1 - 365 * 86_400, ended_at: NOV_1 }]) });
    const view = renderInSite(<PastSubscriptionsPage />, { url: '/subscriptions-old' });
    const list = await screen.findByTestId('past-subscriptions');
    expect(list.textContent).toContain('Premium Membership');
    expect(list.textContent).toContain('Saturday, November 1, 2025 – Sunday, November 1, 2026');
    view.unmount();
    mockApi({ '/api/me/membership': answer(free) });
    renderInSite(<PastSubscriptionsPage />, { url: '/subscriptions-old' });
    expect((await screen.findByTestId('past-subscriptions-empty')).textContent).toBe(NO_PAST_SUBSCRIPTIONS);
  });
});

describe('BenefitsPage and JoinUsPage', () => {
  it('explain the benefits and tiers to a visitor and link to the store in a new tab', async () => {
    bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null });
    mockApi({ '/api/options/subscriptions': options });
    const view = renderInSite(<BenefitsPage />, { url: '/benefits' });
    expect((await screen.findByTestId('benefits-list')).textContent).toContain('The member map');
    expect(screen.getByRole('heading', { name: 'Premium Membership' })).toBeTruthy();
    const premium = screen.getByRole('link', { name: /Get Premium Membership/ });
    expect(premium.getAttribute('href')).toBe('/api/store/go?to=%2Fproducts%2Fpremium-membership');
    expect(premium.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('benefits-store-link').getAttribute('href')).toBe('/api/store/go?to=%2F');
    expect(screen.queryByText(/\$\d/)).toBeNull();
    view.unmount();
    renderInSite(<JoinUsPage />, { url: '/join-us' });
    expect((await screen.findByTestId('join-store-link')).getAttribute('href')).toBe('/api/store/go?to=%2Fproducts%2Fpremium-membership');
    expect(screen.getByText(/try it for 30 days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a Free Account' }).getAttribute('href')).toBe('/join-us?register=true');
  });

  it('offer no sign-up to a member who has an account', async () => {
    signIn();
    mockApi({ '/api/options/subscriptions': options });
    renderInSite(<JoinUsPage />, { url: '/join-us' });
    expect(await screen.findByText('You have an account: this is yours already.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create a Free Account' })).toBeNull();
  });
});
