/**
 * How a link inside running text looks, so it can be told from the text (spec §6 colours): on a
 * link, `{...TEXT_LINK}`; for links in HTML the site draws (posts, messages, staff placeholders),
 * `css={{ '& a': TEXT_LINK }}`.
 */
export const TEXT_LINK = { color: 'blue.700', textDecoration: 'underline' } as const;
