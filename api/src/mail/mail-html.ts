const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text placed in HTML (an e-mail body, the account banner) shows as typed and cannot add markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** The HTML frame of every e-mail the site sends; `body` is already-escaped HTML. */
export function mailLayout(title: string, body: string): string {
  return [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #202020; line-height: 1.5">',
    `<h1 style="color: #E54235; font-size: 20px">${escapeHtml(title)}</h1>`,
    body,
    '<p style="color: #777; font-size: 12px">Trailhead — the community for Kestrel owners and fans.</p>',
    '</body></html>',
  ].join('');
}
