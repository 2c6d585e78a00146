import { Box, type BoxProps } from '@chakra-ui/react';
import { linkMentions } from '@trailhead/shared-kernel/urls';
import { TEXT_LINK } from './text-link';

/** Paragraphs, lists, quotes (with who said it), links and pictures read as the editor shows them. */
const CONTENT_CSS = {
  '& p': { marginBottom: '0.5rem' },
  '& > :last-child': { marginBottom: 0 },
  '& ul': { listStyleType: 'disc', paddingLeft: '1.5rem', marginBottom: '0.5rem' },
  '& ol': { listStyleType: 'decimal', paddingLeft: '1.5rem', marginBottom: '0.5rem' },
  '& blockquote': { borderLeftWidth: '3px', borderLeftStyle: 'solid', borderColor: 'gray.300', paddingLeft: '0.75rem', color: 'gray.700', marginY: '0.5rem' },
  '& blockquote[data-quote]::before': { content: 'attr(data-quote) " said:"', display: 'block', fontSize: 'sm', fontWeight: 'semibold', color: 'gray.600' },
  '& a': TEXT_LINK,
  '& img': { maxWidth: '100%', display: 'inline-block' },
} as const;

type UserContentProps = { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * What members and staff wrote (posts, messages, profile posts, event and club descriptions), as
 * the API's one allow-list sanitiser stored it; never evaluated as script. Lists, quotes and links
 * look as they did in the editor, and each @mention links to the member's profile. `css` adds to
 * (or overrides) those rules.
 */
export function UserContent({ html, css, ...props }: UserContentProps) {
  return <Box className="post-body" wordBreak="break-word" {...props} css={{ ...CONTENT_CSS, ...css }} dangerouslySetInnerHTML={{ __html: linkMentions(html) }} />;
}
