// Every username on the site: coloured by role (spec §6), linking to the profile, and opening the
// member's hover popup (spec §2 user hover popup, §9 timings). Nothing of the popup is fetched or
// loaded before the first hover: its card lives in a chunk of its own.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
// Through the shared /ui entry, never @chakra-ui/react or ../ui/*: a remote's own copy of /members would bundle a second Chakra without its provider.
import { Box, Center, RouterLink, Spinner, Text, usernameColour } from '@trailhead/shared-kernel/ui';
import { useHoverPopup } from './use-hover-popup';

const UserHoverCard = lazy(() => import('./user-hover-card'));

export type UserLinkUser = Pick<UserSummary, 'user_id' | 'username' | 'view_url'> & Partial<Pick<UserSummary, 'is_admin' | 'is_moderator' | 'is_deleted' | 'is_blocked'>>;

export interface UserLinkProps {
  user: UserLinkUser;
  /** What the link shows; the username by default. */
  children?: ReactNode;
  fontWeight?: string;
  fontSize?: string;
  /**
   * The member's avatar drawn beside the name: hovering it opens the popup too, and a tap (or a
   * click, or Enter) on it opens the popup at once — on touch screens, where nothing hovers.
   */
  avatar?: ReactNode;
}

/** The member's id in a view_url (`/members/name.12/`), for rows that carry only the URL. */
export function userIdFromViewUrl(viewUrl: string): number | null {
  const match = /\.(\d+)\/?(?:[?#].*)?$/.exec(viewUrl);
  return match ? Number(match[1]) : null;
}

const POPUP_WIDTH = 320;
/** About the card's height with its buttons: where it cannot fit under the name it goes above it. */
const POPUP_HEIGHT = 345;
const POPUP_GAP = 6;

interface PopupPlace {
  top: number;
  left: number;
  width: number;
}

/** Below the name (above it when the screen has no room there), inside the screen's width; page coordinates. */
function placeUnder(anchor: HTMLElement): PopupPlace {
  const rect = anchor.getBoundingClientRect();
  const width = Math.min(POPUP_WIDTH, window.innerWidth - 16);
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
  const roomBelow = window.innerHeight - rect.bottom;
  const top = roomBelow < POPUP_HEIGHT && rect.top > roomBelow ? rect.top - POPUP_GAP - POPUP_HEIGHT : rect.bottom + POPUP_GAP;
  return { top: Math.max(0, top) + window.scrollY, left: left + window.scrollX, width };
}

export function UserLink(props: UserLinkProps) {
  // A member who deleted their account has no profile to link to or card to show: the name alone.
  if (props.user.is_deleted) return <NameOnly {...props} marker="data-deleted-member" />;
  if (props.user.is_blocked) return <BlockedMemberLink {...props} />;
  return <MemberLink {...props} />;
}

/** A banned or disabled member: their profile answers staff only, so only staff get the link and card. */
function BlockedMemberLink(props: UserLinkProps) {
  const viewer = useObservable(bus.session$).user;
  if (viewer?.is_admin || viewer?.is_moderator) return <MemberLink {...props} />;
  return <NameOnly {...props} marker="data-blocked-member" />;
}

function NameOnly({ user, children, fontWeight = 'semibold', fontSize, avatar, marker }: UserLinkProps & { marker: 'data-deleted-member' | 'data-blocked-member' }) {
  return (
    <span style={{ display: 'contents' }} data-user-link={user.user_id}>
      {avatar}
      <Text as="span" fontWeight={fontWeight} fontSize={fontSize} color="gray.600" {...{ [marker]: '' }}>
        {children ?? user.username}
      </Text>
    </span>
  );
}

function MemberLink({ user, children, fontWeight = 'semibold', fontSize, avatar }: UserLinkProps) {
  const { open, show, close, hoverProps } = useHoverPopup();
  const linkId = useId();
  const popupRef = useRef<HTMLDivElement>(null);
  const avatarRef = useRef<HTMLButtonElement>(null);
  const [byTap, setByTap] = useState(false);

  // The popup takes its place under the name as it is attached (and the focus, when a tap opened it).
  const attachPopup = useCallback(
    (node: HTMLDivElement | null) => {
      popupRef.current = node;
      const anchor = document.getElementById(linkId) ?? avatarRef.current;
      if (!node || !anchor) return;
      const place = placeUnder(anchor);
      Object.assign(node.style, { top: `${place.top}px`, left: `${place.left}px`, width: `${place.width}px` });
      if (byTap) node.focus();
    },
    [linkId, byTap],
  );

  // Escape closes (focus goes back to the avatar that opened it); so does a tap anywhere else.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      if (byTap) avatarRef.current?.focus();
    };
    const onDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node;
      if (popupRef.current?.contains(target) || avatarRef.current?.contains(target) || document.getElementById(linkId)?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open, close, byTap, linkId]);

  return (
    // display: contents keeps the page's own layout (the avatar and the name stay children of the
    // page's flex row or column) while React still sees one place for entering and leaving.
    <span style={{ display: 'contents' }} {...hoverProps} data-user-link={user.user_id}>
      {avatar && (
        <button
          ref={avatarRef}
          type="button"
          aria-label={`About ${user.username}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setByTap(true);
            if (open) close();
            else show();
          }}
          style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', borderRadius: '9999px', lineHeight: 0 }}
        >
          {avatar}
        </button>
      )}
      <RouterLink
        id={linkId}
        to={toSitePath(user.view_url)}
        fontWeight={fontWeight}
        fontSize={fontSize}
        style={{ color: usernameColour(user) }}
        onPointerEnter={() => setByTap(false)}
      >
        {children ?? user.username}
      </RouterLink>
      {open &&
        createPortal(
          <Box
            ref={attachPopup}
            role="dialog"
            aria-label={`About ${user.username}`}
            tabIndex={-1}
            position="absolute"
            zIndex="popover"
            bg="white"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="lg"
            overflow="hidden"
            textAlign="start"
            data-testid="user-popup"
          >
            <Suspense
              fallback={
                <Center py="6" role="status" aria-label="Loading">
                  <Spinner size="sm" />
                </Center>
              }
            >
              <UserHoverCard user={user} />
            </Suspense>
          </Box>,
          document.body,
        )}
    </span>
  );
}
