import { isPrivateHost } from '@trailhead/shared-kernel/urls';

// The addresses the site's post HTML may carry (api/src/modules/posting/post-html.ts holds the
// server's copy of these rules): links to the web or a mail address, images from the public web
// or this site's own attachment store. A javascript: or data: URL would run or smuggle content.

const SAFE_LINK = /^(https?:\/\/|mailto:)[^\s]*$/i;
const ATTACHMENT_IMAGE = /^\/api\/attachments\/\d+\/data$/;

export function isSafeLinkUrl(url: string): boolean {
  return SAFE_LINK.test(url.trim());
}

/** What a person typed as a link: http, https and mailto as they are, "example.com/page" as https; anything else refused (null). */
export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (isSafeLinkUrl(url)) return url;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(url)) return `https://${url}`;
  return null;
}

/** An image source readers can load: a public http(s) address or one of this site's attachments. */
export function isAllowedImageSrc(src: string | null | undefined): src is string {
  if (!src) return false;
  const value = src.trim();
  if (ATTACHMENT_IMAGE.test(value)) return true;
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return !isPrivateHost(new URL(value).hostname);
  } catch {
    return false;
  }
}
