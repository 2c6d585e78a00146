import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { REACTION_SPRITE_CELL_PX, REACTION_SPRITE_URL } from '@trailhead/shared-kernel/constants';
import { VEHICLE_TYPES } from './brand.data';
import { insertInBatches } from './bulk-insert';

/** The store opens in a new tab (spec §1); SHOP_URL (the configuration) points it elsewhere. */
export const DEFAULT_SHOP_URL = 'https://store.example.com';

export const NAVIGATION = [
  { navigation_id: 'home', parent_navigation_id: '', title: 'Home', href: '/', target_blank: false },
  { navigation_id: 'forum_d', parent_navigation_id: '', title: 'Forums', href: '/forums', target_blank: false },
  { navigation_id: 'latest_news_d', parent_navigation_id: '', title: 'Latest News', href: '/news', target_blank: false },
  { navigation_id: 'what_is_new', parent_navigation_id: '', title: "What's New", href: '/what-is-new', target_blank: false },
  { navigation_id: 'events_d', parent_navigation_id: '', title: 'Events', href: '/events', target_blank: false },
  { navigation_id: 'events_create', parent_navigation_id: 'events_d', title: 'Create event', href: '/events/create', target_blank: false },
  { navigation_id: 'clubs', parent_navigation_id: '', title: 'Clubs', href: '/clubs', target_blank: false },
  { navigation_id: 'members', parent_navigation_id: '', title: 'Members', href: '/members', target_blank: false },
  { navigation_id: 'map', parent_navigation_id: '', title: 'Map', href: '/map', target_blank: false },
  { navigation_id: 'shop_gear', parent_navigation_id: '', title: 'Shop Gear', href: DEFAULT_SHOP_URL, target_blank: true },
];

export const REACTIONS = [
  { reaction_id: 1, title: 'Like', text_color: '#2577b1', score: 1 },
  { reaction_id: 2, title: 'Love', text_color: '#e54235', score: 1 },
  { reaction_id: 3, title: 'Haha', text_color: '#f0ad4e', score: 1 },
  { reaction_id: 4, title: 'Wow', text_color: '#f0ad4e', score: 1 },
  { reaction_id: 5, title: 'Sad', text_color: '#f0ad4e', score: 0 },
  { reaction_id: 6, title: 'Angry', text_color: '#e0301e', score: 0 },
];

export const THREAD_PREFIXES = ['Question', 'Build Thread', 'Trail Report', 'How-To', 'For Sale', 'News'];

const HELP_PAGES = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content_html:
      '<p>Last updated: November 21, 2026. This policy explains what Trailhead collects when you use the site, why, and the choices you have.</p>' +
      '<h2>What we collect</h2><ul><li>Account details: username, e-mail address, date of birth (to check you are at least 13) and the city and state you give us.</li>' +
      '<li>What you post: forum posts, profile posts, conversations, event RSVPs, club memberships, reactions and uploads.</li>' +
      '<li>Technical data: IP address, browser type and the pages you visit, kept in server logs for up to 90 days.</li></ul>' +
      '<h2>Why we use it</h2><p>To run the community: showing your posts, sending the alerts and e-mails you ask for, keeping the site safe from spam and abuse, and placing you on the member map only if you turn that on in Privacy Settings.</p>' +
      '<h2>Cookies</h2><p>We use a session cookie to keep you logged in, a cookie that remembers your vehicle type for a year, and, with your consent, analytics cookies. Change your choice at any time under Cookie Settings in the footer.</p>' +
      '<h2>Sharing</h2><p>We do not sell your personal information. We share it only with the services that run the site for us (hosting, e-mail delivery, payment for paid memberships) and when the law requires it. California residents can use the Do Not Sell link in the footer.</p>' +
      '<h2>Your choices</h2><p>You can change what others see in Privacy Settings, download your data, or ask us to delete your account at any time by writing to support through the Contact us form.</p>' +
      '<h2>Children</h2><p>Trailhead is not for children under 13, and we delete accounts we learn belong to one.</p>',
  },
  {
    slug: 'terms',
    title: 'Terms of Use',
    content_html:
      '<p>Last updated: November 21, 2026. By creating an account or using Trailhead you agree to these terms. Trailhead is offered to residents of the United States.</p>' +
      '<h2>Your account</h2><p>You must be at least 13 years old. Keep your password to yourself; you are responsible for what is posted from your account. One person, one account.</p>' +
      '<h2>Be a good trail partner</h2><ul><li>Be respectful: no harassment, hate speech or personal attacks.</li><li>Stay on topic and do not spam or advertise outside the For Sale prefix.</li>' +
      '<li>Post only what you have the right to share, and never someone else’s personal information.</li></ul>' +
      '<h2>Your content</h2><p>You keep the rights to what you post. You give Trailhead a licence to show it on the site and in its apps. Moderators may edit, move or remove content that breaks these rules, and may ban accounts that keep breaking them.</p>' +
      '<h2>Safety</h2><p>Trail information, routes and event details are shared by members. Check conditions yourself, never wheel alone, carry recovery gear, and follow local land-use rules. Trailhead is not responsible for what happens on the trail.</p>' +
      '<h2>Membership</h2><p>Paid membership benefits apply while your membership is active. Member pricing does not apply to one partner brand in the store. Memberships renew yearly until you cancel them under My Subscriptions.</p>' +
      '<h2>Changes</h2><p>We may update these terms; we will announce important changes on the site before they apply.</p>',
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    content_html:
      '<h3>How do I pick my vehicle?</h3><p>Use the vehicle switcher in the top bar; your choice is remembered for a year.</p>' +
      '<h3>What does paid membership include?</h3><p>10 percent member pricing on gear, the member map, priority event access, hosting meetups, trips and rides, and a partner discount code.</p>' +
      '<h3>How do I get on the member map?</h3><p>Turn on “map position” in Privacy Settings.</p>',
  },
];

export async function seedReferenceData(db: Kysely<Database>, shopUrl: string = DEFAULT_SHOP_URL): Promise<void> {
  await insertInBatches(
    db,
    'vehicle_types',
    VEHICLE_TYPES.map((type, index) => ({
      title: type.title,
      slug_url: type.slug_url,
      nav_icon_image_url: `/images/vehicles/${type.slug_url}-icon.svg`,
      logo_image_url: `/images/vehicles/${type.slug_url}-logo.svg`,
      display_order: (index + 1) * 10,
    })),
  );
  await insertInBatches(
    db,
    'navigation_links',
    NAVIGATION.map((link, index) => ({ ...link, href: link.navigation_id === 'shop_gear' ? shopUrl : link.href, display_order: (index + 1) * 10 })),
  );
  await insertInBatches(
    db,
    'reactions',
    REACTIONS.map((reaction, index) => ({
      ...reaction,
      image_url: REACTION_SPRITE_URL,
      sprite_x: 0,
      sprite_y: -REACTION_SPRITE_CELL_PX * index,
      display_order: index + 1,
    })),
  );
  await insertInBatches(db, 'thread_prefixes', THREAD_PREFIXES.map((title, index) => ({ title, display_order: index + 1 })));
  await insertInBatches(db, 'help_pages', HELP_PAGES.map((page, index) => ({ ...page, display_order: index + 1, is_active: true })));
}
