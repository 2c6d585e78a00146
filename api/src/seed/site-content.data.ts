// Reference content of the site: profile custom fields, the register form's vehicles, the home
// page's side placeholders, ads. Deterministic; ids of vehicle types are looked up by slug.
import type { AdPosition, CustomFieldDefinition } from '@trailhead/shared-kernel/types';

export const CUSTOM_FIELDS: (Omit<CustomFieldDefinition, 'required'> & { is_required: boolean })[] = [
  { field_id: 'first_name', title: 'First name', description: 'Shown next to your username if you allow it in Privacy Settings.', field_type: 'textbox', display_group: 'personal', is_required: false, choices: null },
  { field_id: 'last_name', title: 'Last name', description: '', field_type: 'textbox', display_group: 'personal', is_required: false, choices: null },
  { field_id: 'about', title: 'About me', description: 'A few words about you and how you got into wheeling.', field_type: 'textarea', display_group: 'personal', is_required: false, choices: null },
  { field_id: 'vehicle', title: 'My rig', description: 'Year, model, trim and the mods that matter.', field_type: 'textbox', display_group: 'personal', is_required: false, choices: null },
  { field_id: 'occupation', title: 'Occupation', description: '', field_type: 'textbox', display_group: 'personal', is_required: false, choices: null },
  {
    field_id: 'interests',
    title: 'Favourite terrain',
    description: 'Pick all that apply.',
    field_type: 'checkbox',
    display_group: 'personal',
    is_required: false,
    choices: { rocks: 'Rock crawling', overland: 'Overlanding', sand: 'Dunes and sand', mud: 'Mud', snow: 'Snow wheeling', forest: 'Forest roads' },
  },
  { field_id: 'website', title: 'Website', description: 'Your blog, build log or shop.', field_type: 'textbox', display_group: 'contact', is_required: false, choices: null },
  { field_id: 'instagram', title: 'Instagram', description: 'Your handle, without the @.', field_type: 'textbox', display_group: 'contact', is_required: false, choices: null },
  {
    field_id: 'trail_reports',
    title: 'Trail reports by e-mail',
    description: 'A weekly digest of trail reports from your region.',
    field_type: 'radio',
    display_group: 'preferences',
    is_required: false,
    choices: { weekly: 'Weekly', monthly: 'Monthly', never: 'Never' },
  },
];

/** Trims per model (the model is the vehicle type's short name), with the model years sold. */
export const VEHICLE_TRIMS: Record<string, { model: string; trims: [trim: string, first: number, last: number][] }> = {
  trekker: { model: 'Trekker', trims: [['Base', 2014, 2026], ['Sport', 2016, 2026], ['Ridge', 2019, 2026], ['Apex', 2022, 2026]] },
  basecamp: { model: 'Basecamp', trims: [['Base', 2015, 2026], ['Overland', 2018, 2026], ['Summit Edition', 2021, 2024]] },
  summit: { model: 'Summit', trims: [['Sport', 2017, 2026], ['Ridge', 2017, 2026], ['Apex', 2020, 2026]] },
  nomad: { model: 'Nomad', trims: [['Base', 2012, 2019], ['Overland', 2020, 2026], ['Summit Edition', 2023, 2026]] },
};

/** Left and right placeholders of the home page: for All content (slug '') and per vehicle type. */
export function homepagePlaceholders(slug: string, title: string): { placeholder_side: 'left' | 'right'; title: string; html: string }[] {
  if (slug === '') {
    return [
      // Shown to visitors and members alike: nothing here may ask a signed-in member to create an account.
      { placeholder_side: 'left', title: 'Ride with us', html: '<p>Meetups, trail runs and trips near you, and clubs for every corner of the map.</p><p><a href="/events">Upcoming events</a></p>' },
      { placeholder_side: 'right', title: 'Member benefits', html: '<p>Paid members save 10 percent on gear, see the member map and get priority access to events.</p><p><a href="/benefits">See all benefits</a></p>' },
    ];
  }
  return [
    { placeholder_side: 'left', title: `${title} owners`, html: `<p>Build threads, trail reports and tech tips from ${title} owners.</p><p><a href="/forums/${slug}">Browse the ${title} forums</a></p>` },
    { placeholder_side: 'right', title: `Rides for ${title}s`, html: `<p>Find a meetup, ride or trip that suits your ${title}.</p><p><a href="/events/${slug}">Upcoming events</a></p>` },
  ];
}

export const ADS: { position_id: AdPosition; page_keys: string[]; title: string; link: string; text: string; image_url: string | null }[] = [
  { position_id: 'below_breadcrumbs', page_keys: ['homepage', 'news'], title: 'Kestrel Gear: trail season sale', link: 'https://store.example.com/sale', text: 'Recovery boards, winches and roof racks, members save 10 percent.', image_url: null },
  { position_id: 'sidebar_above', page_keys: ['homepage', 'forums', 'what-is-new'], title: 'All-terrain tires, tested on slickrock', link: 'https://store.example.com/tires', text: 'Find the right tread for your trail and your rig.', image_url: null },
  { position_id: 'sidebar_below', page_keys: ['events', 'homepage'], title: 'Plan your next trip', link: 'https://store.example.com/camping', text: 'Rooftop tents, fridges and camp kitchens.', image_url: null },
  { position_id: 'content_above', page_keys: ['events'], title: 'Ride with a club near you', link: '/clubs', text: 'Clubs host meetups, rides and trail clean-ups every month.', image_url: null },
  { position_id: 'content_below', page_keys: ['news', 'what-is-new'], title: 'Kestrel Summit Apex', link: 'https://www.example.com/kestrel/summit-apex', text: 'Locking differentials front and rear, from the factory.', image_url: null },
  { position_id: 'above_node_list', page_keys: ['forums'], title: 'Tread Lightly', link: 'https://treadlightly.org', text: 'Leave the trail better than you found it.', image_url: null },
  { position_id: 'below_node_list', page_keys: ['forums'], title: 'Recovery gear checklist', link: '/help/faq', text: 'What to pack before you air down.', image_url: null },
  { position_id: 'above_thread_list', page_keys: ['forums', 'what-is-new'], title: 'Lift kits and suspension', link: 'https://store.example.com/suspension', text: 'Member pricing on every kit.', image_url: null },
  { position_id: 'below_thread_list', page_keys: ['forums'], title: 'Become a member', link: '/join-us', text: 'The member map, priority events and a partner discount code.', image_url: null },
];
