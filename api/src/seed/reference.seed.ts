import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { VEHICLE_TYPES } from './brand.data';
import { insertInBatches } from './bulk-insert';

/** The store opens in a new tab (spec §1); SHOP_URL points it elsewhere. */
export const SHOP_URL = process.env.SHOP_URL ?? 'https://store.example.com';

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
  { navigation_id: 'shop_gear', parent_navigation_id: '', title: 'Shop Gear', href: SHOP_URL, target_blank: true },
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
      '<h2>What we collect</h2><p>Your account details (username, e-mail address, location you choose to share) and the content you post.</p>' +
      '<h2>Why</h2><p>To run the community: showing your posts, sending the alerts and e-mails you ask for, and placing you on the member map only if you turn that on in your privacy settings.</p>' +
      '<h2>Your choices</h2><p>You can change what others see in Privacy Settings, download your data, or ask us to delete your account at any time.</p>',
  },
  {
    slug: 'terms',
    title: 'Terms of Use',
    content_html:
      '<h2>Be a good trail partner</h2><p>Be respectful, stay on topic, and do not post anything you do not have the right to share.</p>' +
      '<h2>Safety</h2><p>Trail information is shared by members. Check conditions yourself, never wheel alone, and follow local land-use rules.</p>' +
      '<h2>Membership</h2><p>Paid membership benefits apply while your membership is active. Member pricing does not apply to one partner brand in the store.</p>',
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

export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
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
  await insertInBatches(db, 'navigation_links', NAVIGATION.map((link, index) => ({ ...link, display_order: (index + 1) * 10 })));
  await insertInBatches(
    db,
    'reactions',
    REACTIONS.map((reaction, index) => ({
      ...reaction,
      image_url: '/images/reactions/sprite.png',
      sprite_x: 0,
      sprite_y: -32 * index,
      display_order: index + 1,
    })),
  );
  await insertInBatches(db, 'thread_prefixes', THREAD_PREFIXES.map((title, index) => ({ title, display_order: index + 1 })));
  await insertInBatches(db, 'help_pages', HELP_PAGES.map((page, index) => ({ ...page, display_order: index + 1, is_active: true })));
}
