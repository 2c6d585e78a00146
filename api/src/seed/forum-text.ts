// Phrase lists and templates for believable off-road posts. Everything comes from the seeded PRNG.
import { COLORS, TRIMS } from './brand.data';
import type { Prng } from './prng';

const TRAILS = [
  'Hell\'s Revenge', 'Poison Spider Mesa', 'Fins N Things', 'the Rubicon Trail', 'Black Bear Pass', 'Imogene Pass',
  'Engineer Pass', 'Fordyce Creek', 'the Dusy-Ershim', 'Golden Spike', 'Top of the World', 'Elephant Hill',
  'Pritchett Canyon', 'Chief Joseph Pass', 'Tellico', 'Uwharrie', 'Rausch Creek', 'Badlands Off-Road Park',
  'Sand Hollow', 'Johnson Valley', 'Mojave Road', 'Shafer Trail', 'White Rim', 'Alpine Loop', 'Holy Cross',
  'Cinnamon Pass', 'Schofield Pass', 'Barstow to Vegas', 'the Gold Belt Tour', 'Hidden Falls',
];
const PARTS = [
  'a 2.5" lift', 'a 3.5" lift', '35" tires', '37" tires', 'a front locker', 'a rear selectable locker',
  'rock sliders', 'a steel front bumper', 'a 10k winch', 'synthetic winch line', 'a sway bar disconnect',
  '4.88 gears', '5.13 gears', 'beadlock wheels', 'a skid plate package', 'an onboard air compressor',
  'long-arm control arms', 'adjustable track bars', 'a steering stabilizer', 'a snorkel', 'LED ditch lights',
  'a roof-top tent', 'a dual battery setup', 'heavy-duty tie rods', 'a high-clearance fender kit',
];
const TIRES = ['mud-terrains', 'all-terrains', 'hybrid-terrains', 'maximum-traction tires', 'KO-style all-terrains'];
const GEAR = [
  'a kinetic recovery rope', 'soft shackles', 'a tree saver', 'a snatch block', 'traction boards',
  'a hi-lift jack', 'a tire deflator kit', 'a plug kit', 'a GMRS radio', 'a satellite messenger',
  'a shovel', 'a fire extinguisher', 'a first aid kit', 'a spare U-joint',
];
const PROBLEMS = [
  'death wobble above 45 mph', 'a clunk from the rear when shifting into reverse', 'the check engine light after my regear',
  'rubbing at full lock', 'a slow leak at the bead', 'vibration at highway speed', 'the TPMS light after swapping wheels',
  'a whine from the transfer case', 'my winch clicking but not pulling', 'the front locker not engaging',
];
const CITIES = ['Denver', 'Moab', 'Phoenix', 'Austin', 'Boise', 'Knoxville', 'Tulsa', 'Reno', 'Bend', 'Asheville', 'Omaha', 'Spokane'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PEOPLE = ['my wife', 'my son', 'my daughter', 'a buddy from work', 'the local club', 'my brother', 'two guys from this forum'];
const WEATHER = ['bone dry', 'muddy after the storm', 'snowy up top', 'dusty as always', 'perfect', 'windy but clear'];

const OPENERS = [
  'Quick update from this weekend.',
  'Long time lurker, first real post here.',
  'Not sure if this belongs here, mods feel free to move it.',
  'Great thread, glad somebody started it.',
  'Following this one closely.',
  'Been meaning to write this up for a while.',
  'Hey all,',
  'Good question, I went through the same thing last year.',
  'This is the kind of info I was looking for.',
  'Just got back and had to share.',
];
const SENTENCES = [
  'Ran {trail} with {people} and the {model} never missed a beat.',
  'Aired down to {psi} psi and it crawled up the ledges like they were stairs.',
  'I went with {part} and it made a huge difference on the rocks.',
  'Honestly, going with {part} was the best money I have spent on this rig.',
  'Trail was {weather}, so we took the bypass on the last obstacle.',
  'If you are on {tires}, do yourself a favor and carry {gear}.',
  'My {year} {model} {trim} is at {miles}k miles and still on the original clutch.',
  'Started getting {problem} right after I installed {part}.',
  'Check your track bar bolts first, that fixed {problem} for me.',
  'Torque everything to spec and recheck after 500 miles, trust me.',
  'We did {trail} back in {month} and it took about {hours} hours with a group of {group}.',
  'Spotter is everything on that section, listen to the person outside the rig.',
  'Never wheel alone. {gear} and a radio are the minimum.',
  'The {color} paint picked up a few pinstripes from the brush, but that is part of the fun.',
  'I would regear before going bigger than 35s, the stock ratio just falls on its face.',
  'Fuel economy dropped about {mpg} mpg after the lift and tires, expected that.',
  'Picked up {part} used from the classifieds here, saved a few hundred bucks.',
  'The dealer wanted way too much, so I did the install in my driveway over two evenings.',
  'Tread lightly and pack out what you pack in, the trail stays open that way.',
  'Photos do not do it justice, the view from the top is unreal.',
  'Anyone running {part} with {tires}? Curious how it rides on the highway.',
  'Took the {model} to {trail} for the first time and only needed one tug from the winch.',
  'Night run on {trail} with the ditch lights on was a blast.',
  'Hit the trailhead at sunrise and had the whole place to ourselves.',
  'Shout out to everyone who stopped to help with the broken axle shaft.',
  'Keep an eye on the forecast, flash floods are no joke out there.',
  'Swapped to {tires} last spring and I am not going back.',
  'Stock skid plates took a beating, so next on the list: {part}.',
  'For a daily driver that sees the trail twice a month, I would keep it simple with {part}.',
  'We camped at the bottom and ran the rest of it the next morning.',
];
const CLOSERS = [
  'See you on the trail!',
  'Happy wheeling.',
  'Hope that helps.',
  'Will post more pics tonight.',
  'Let me know if you have questions.',
  'Stay safe out there.',
  'Cheers,',
  'Can\'t wait for the next run.',
  '',
  '',
];

/** Thread title templates by the kind of forum they are posted in. */
export type TitleKind = 'general' | 'intro' | 'classifieds' | 'events' | 'trail';

const THREAD_TITLES: Record<TitleKind, string[]> = {
  general: [
    'Best {tires} for a daily driven {model}?',
    '{year} {model} {trim} build: {color} on 35s',
    'Help: {problem}',
    'First time on {trail}, what should I know?',
    'Worth it? Thinking about {part}',
    'Recovery gear checklist for new owners',
    'Regear or not? {model} on 37s',
    'My {model} after two years of wheeling',
    'Winch install on a {year} {model}',
    'What do you carry in your recovery bag?',
    '{model} on the rocks: stock vs built',
    'Airing down: how low do you go?',
    'Sliders saved my rocker panels on {trail}',
    'Overlanding setup on a budget',
    'Anyone running {part}?',
    'Snow wheeling tips for the {model}',
    'Finally finished the {color} {model}',
  ],
  intro: [
    'Hello from {city}!',
    'New {model} owner, first post',
    'Just picked up a {year} {model} {trim}',
    'Finally joined after years of lurking',
    'Greetings from {city}, {color} {model} here',
  ],
  classifieds: [
    'FS: {part}, {city} area',
    'WTB: {part} for a {model}',
    'FS: {year} {model} {trim}, lots of extras',
    'FS: set of {tires}, 60% tread',
    'Free to a good home: stock {model} bumpers',
  ],
  events: [
    'Anyone going to {trail} in {month}?',
    'Looking for a group near {city}',
    'Meetup idea: {trail} camp weekend',
    'Carpool from {city} to the spring run?',
    'Who is in for a night run this month?',
  ],
  trail: [
    'Trail report: {trail} in {month}',
    'Weekend run to {trail}: photos',
    '{trail} is open again after the washout',
    'Post your campsite pics',
    'Sunrise on {trail}',
  ],
};

function fill(template: string, rng: Prng, model: string): string {
  return template.replace(/\{(\w+)\}/g, (_match, slot: string) => {
    switch (slot) {
      case 'trail': return rng.pick(TRAILS);
      case 'city': return rng.pick(CITIES);
      case 'part': return rng.pick(PARTS);
      case 'tires': return rng.pick(TIRES);
      case 'gear': return rng.pick(GEAR);
      case 'problem': return rng.pick(PROBLEMS);
      case 'month': return rng.pick(MONTHS);
      case 'people': return rng.pick(PEOPLE);
      case 'weather': return rng.pick(WEATHER);
      case 'color': return rng.pick(COLORS);
      case 'trim': return rng.pick(TRIMS);
      case 'model': return model;
      case 'year': return String(rng.int(2012, 2025));
      case 'psi': return String(rng.int(8, 18));
      case 'miles': return String(rng.int(12, 180));
      case 'hours': return String(rng.int(3, 11));
      case 'group': return String(rng.int(3, 12));
      case 'mpg': return String(rng.int(1, 4));
      default: return slot;
    }
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface GeneratedMessage {
  message_html: string;
  message_parsed: string;
}

/** One post: an opener, a few sentences in one or two paragraphs, sometimes a closer. */
export function generatePost(rng: Prng, model: string): GeneratedMessage {
  const paragraphs: string[][] = [[]];
  if (rng.chance(0.6)) paragraphs[0].push(rng.pick(OPENERS));
  const count = rng.int(1, 5);
  for (let i = 0; i < count; i++) {
    if (i > 0 && rng.chance(0.25)) paragraphs.push([]);
    paragraphs[paragraphs.length - 1].push(fill(rng.pick(SENTENCES), rng, model));
  }
  const closer = rng.pick(CLOSERS);
  if (closer) paragraphs.push([closer]);
  const texts = paragraphs.map((sentences) => sentences.join(' '));
  return {
    message_html: texts.map((text) => `<p>${escapeHtml(text)}</p>`).join(''),
    message_parsed: texts.join('\n\n'),
  };
}

export function generateThreadTitle(rng: Prng, model: string, kind: TitleKind = 'general'): string {
  const title = fill(rng.pick(THREAD_TITLES[kind]), rng, model);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** A post of the photo thread: where and a caption (the photo itself is an attachment, attachments.seed.ts). */
export function generatePhotoPost(rng: Prng, model: string): GeneratedMessage {
  const caption = fill(rng.pick(SENTENCES), rng, model);
  const where = rng.pick(TRAILS);
  const text = `${where}, ${rng.pick(MONTHS)}. ${caption}`;
  return {
    message_html: `<p><strong>${escapeHtml(where)}</strong></p><p>${escapeHtml(caption)}</p>`,
    message_parsed: text,
  };
}

export { escapeHtml };
