// Plain text, pictures and highlighted excerpts taken from post HTML for the content lists and search.

export const SNIPPET_LENGTH = 300;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The text of a post's HTML: scripts and styles dropped, tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  return decodeEntities(withoutCode.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** At most `length` characters, cut at a word boundary, with an ellipsis when cut. */
export function cutAtWord(text: string, length: number = SNIPPET_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export function plainSnippet(html: string | null): string {
  return html ? cutAtWord(htmlToText(html)) : '';
}

/** src of the first <img> in the HTML, if it is an http(s) or site-relative URL. */
export function firstImageUrl(html: string | null): string | null {
  if (!html) return null;
  const match = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(html);
  if (!match) return null;
  const url = decodeEntities((match[1] ?? match[2] ?? match[3] ?? '').trim());
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

const WORD = '\\p{L}\\p{N}\\p{M}';

/** The words of a search: letters and digits only, so nothing of the input reaches a query as syntax. */
export function searchTokens(keywords: string, max = 16): string[] {
  const words = keywords.slice(0, 1000).normalize('NFKC').toLowerCase().match(new RegExp(`[${WORD}]+`, 'gu')) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 100)))].slice(0, max);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches any of the tokens as a whole word, case-insensitively. */
export function tokenMatcher(tokens: string[]): RegExp | null {
  if (tokens.length === 0) return null;
  const alternatives = [...tokens].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  return new RegExp(`(?<![${WORD}])(?:${alternatives})(?![${WORD}])`, 'giu');
}

/** Everything escaped; matches wrapped in <mark>. */
export function highlight(text: string, matcher: RegExp | null): string {
  if (!matcher) return escapeHtml(text);
  let out = '';
  let from = 0;
  for (const match of text.matchAll(matcher)) {
    out += `${escapeHtml(text.slice(from, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    from = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(from));
}

/** About `length` characters of the text around the first match, highlighted and escaped. */
export function highlightedSnippet(text: string, matcher: RegExp | null, length = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return highlight(flat, matcher);
  let start = 0;
  if (matcher) {
    matcher.lastIndex = 0;
    const first = matcher.exec(flat);
    matcher.lastIndex = 0;
    if (first && first.index > length / 3) {
      start = Math.min(first.index - Math.floor(length / 4), flat.length - length);
      const space = flat.indexOf(' ', start);
      start = space >= 0 && space < first.index ? space + 1 : start;
    }
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${highlight(flat.slice(start, end), matcher)}${end < flat.length ? '…' : ''}`;
}
