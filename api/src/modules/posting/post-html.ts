// Member HTML is cleaned on write with an allow-list: what is stored is safe to render as is.
// Anything not listed (script, style, iframe, svg, object, form, on* attributes, style
// attributes, javascript:/data:/vbscript: URLs…) is dropped. The plain text beside it feeds
// search (FTS5 triggers / tsvector column on posts.message_parsed) and alert snippets.
import sanitizeHtml from 'sanitize-html';
import { isPrivateHost } from '@trailhead/shared-kernel/urls';

/** Links may point to the web or to a mail address, nowhere else. */
const LINK_URL = /^(https?:\/\/|mailto:)[^\s]*$/i;
/** Images come from the web or from this site's own attachment store. */
const IMAGE_URL = /^(https?:\/\/[^\s]+|\/api\/attachments\/\d+\/data)$/i;
const DIGITS = /^\d{1,10}$/;
function isPublicImage(src: string): boolean {
  if (!IMAGE_URL.test(src)) return false;
  if (src.startsWith('/')) return true;
  try {
    return !isPrivateHost(new URL(src).hostname);
  } catch {
    return false;
  }
}
const LINK_REL = 'nofollow ugc noopener';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'img', 'span'];

function keepIf(attribs: sanitizeHtml.Attributes, name: string, test: (value: string) => boolean): void {
  if (attribs[name] !== undefined && !test(attribs[name].trim())) delete attribs[name];
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    blockquote: ['data-quote', 'data-post-id'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['class', 'data-user-id'],
  },
  allowedClasses: { span: ['mention'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: {},
  // Text inside dropped tags such as <script> or <style> goes with them.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      keepIf(next, 'href', (href) => LINK_URL.test(href));
      keepIf(next, 'target', (target) => target === '_blank');
      next.rel = LINK_REL;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next = { ...attribs };
      keepIf(next, 'src', isPublicImage);
      keepIf(next, 'width', (value) => DIGITS.test(value));
      keepIf(next, 'height', (value) => DIGITS.test(value));
      return { tagName, attribs: next };
    },
    blockquote: (tagName, attribs) => {
      const next = { ...attribs };
      keepIf(next, 'data-post-id', (value) => DIGITS.test(value));
      return { tagName, attribs: next };
    },
    span: (tagName, attribs) => {
      const next = { ...attribs };
      keepIf(next, 'data-user-id', (value) => DIGITS.test(value));
      return { tagName, attribs: next };
    },
  },
  // An image without a usable source is no content at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

export interface CleanMessage {
  /** The allow-listed HTML to store and render. */
  html: string;
  /** Plain text for search and snippets. */
  text: string;
  /** No words and no image: spec §5 'Post message should not be empty'. */
  isEmpty: boolean;
}

/**
 * A signature: the post allow-list without quotes, code blocks or mentions, and images only when
 * they are at most a line high (height given and <= maxImageHeight), so a signature stays a line or two.
 */
export function sanitizeSignatureHtml(input: string, maxImageHeight: number): string {
  const smallImage = (attribs: sanitizeHtml.Attributes) => DIGITS.test(attribs.height ?? '') && Number(attribs.height) <= maxImageHeight;
  return sanitizeHtml(input, {
    ...OPTIONS,
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'img'],
    exclusiveFilter: (frame) => frame.tag === 'img' && (!frame.attribs.src || !smallImage(frame.attribs)),
  });
}

export function sanitizePostHtml(input: string): string {
  return sanitizeHtml(input, OPTIONS);
}

/** Plain text of already clean HTML: block ends become spaces, entities are decoded. */
export function plainTextOf(cleanHtml: string): string {
  const spaced = cleanHtml.replace(/<(br|\/p|\/li|\/blockquote|\/pre)\b[^>]*>/gi, '$& ');
  return sanitizeHtml(spaced, TEXT_ONLY)
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

export function cleanMessage(input: string): CleanMessage {
  const html = sanitizePostHtml(input).trim();
  const text = plainTextOf(html);
  return { html, text, isEmpty: text.length === 0 && !/<img\b/i.test(html) };
}

/** Usernames quoted with <blockquote data-quote="name">, in order, without repeats. */
export function quotedUsernames(cleanHtml: string): string[] {
  const names = [...cleanHtml.matchAll(/<blockquote\b[^>]*\bdata-quote="([^"]+)"/gi)].map((match) =>
    match[1].replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]).trim(),
  );
  return [...new Set(names.filter((name) => name.length > 0))];
}

/** @mentions in the text (letters, digits, '.', '_', '-'), and mention spans' user ids. */
export function mentionsOf(cleanHtml: string, text: string): { usernames: string[]; userIds: number[] } {
  const usernames = [...text.matchAll(/(?:^|[^\w@])@([\w][\w.-]{0,49})/g)].map((match) => match[1].replace(/[.-]+$/, ''));
  const userIds = [...cleanHtml.matchAll(/<span\b[^>]*\bdata-user-id="(\d+)"/gi)].map((match) => Number(match[1]));
  return { usernames: [...new Set(usernames)], userIds: [...new Set(userIds)] };
}
