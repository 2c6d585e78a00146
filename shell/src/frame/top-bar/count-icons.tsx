import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLinkBase } from '@trailhead/shared-kernel/router';
import type { Counts } from '@trailhead/shared-kernel/bus';
import { BREAKPOINTS } from '@trailhead/shared-kernel/constants';
import { BellIcon, Box, Center, EnvelopeIcon, Heading, HStack, Link, Spinner } from '@trailhead/shared-kernel/ui';
import { drawerTab$ } from '../drawer/drawer-tab';
import { drawerOpen$ } from '../frame-state';
import { CountBadge, countName } from './count-badge';
import type { MessagingMenuKind } from './messaging-menu-panel';

// The menus' host and the remote's widget come when someone reaches for a menu, not with the page.
const loadPanel = () => import('./messaging-menu-panel');
const MessagingMenuPanel = lazy(loadPanel);

/** Below the lg breakpoint the top bar has no room for a 380 px pop-over: the drawer's tab shows the menu. */
const popOverFits = () => typeof window.matchMedia !== 'function' || window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches;

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface CountIconProps {
  kind: MessagingMenuKind;
  to: string;
  label: string;
  /** What the count counts: 'unviewed' alerts, 'unread' conversations. */
  state: string;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The icon is a link to its page (no script, middle click, a new tab); a plain click, Enter or Space
 * opens its menu instead: a 380 px pop-over on large screens, the drawer's tab on small ones.
 */
function CountIcon({ kind, to, label, state, count, open, onOpenChange, children }: CountIconProps) {
  const name = countName(label, count, state);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const reach = () => {
    if (!popOverFits()) {
      drawerTab$.next(kind);
      drawerOpen$.next(true);
      return;
    }
    onOpenChange(!open);
  };
  const closeAndReturn = () => {
    onOpenChange(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // Focus moves into the menu as it opens (once: a count changing later must not pull it back).
    panel.current?.focus();
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  return (
    <Box ref={wrapper} position="relative">
      <Link asChild color="white" display="inline-flex" alignItems="center" gap="1" p="1.5" borderRadius="md" _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}>
        <RouterLinkBase
          ref={trigger}
          to={to}
          aria-label={name}
          title={name}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            reach();
          }}
          onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
            // A link answers Enter with a click; Space is a button's key, so it opens the menu too.
            if (event.key !== ' ') return;
            event.preventDefault();
            reach();
          }}
          data-testid={`${kind}-menu-trigger`}
        >
          <Box as="span" display="inline-flex" data-testid={`${kind}-icon`}>
            {children}
          </Box>
          <CountBadge count={count} testId={`${kind}-badge`} />
        </RouterLinkBase>
      </Link>
      {open && (
        <Box
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          position="absolute"
          top="calc(100% + 8px)"
          right="0"
          w="380px"
          maxW="calc(100vw - 16px)"
          bg="white"
          color="brand.black"
          borderRadius="md"
          boxShadow="lg"
          borderWidth="1px"
          zIndex="popover"
          outline="none"
          data-testid={`${kind}-menu`}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            closeAndReturn();
          }}
          onBlur={(event) => {
            // Tabbing out of the menu closes it, as leaving a menu does.
            const next = event.relatedTarget;
            if (next instanceof Node && !wrapper.current?.contains(next)) onOpenChange(false);
          }}
        >
          <Heading as="h2" fontSize="md" px="4" pt="3" pb="2" borderBottomWidth="1px">
            {label}
          </Heading>
          <Suspense
            fallback={
              <Center py="6" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
                <Spinner size="sm" color="brand.red" />
              </Center>
            }
          >
            <MessagingMenuPanel kind={kind} variant="menu" onClose={() => onOpenChange(false)} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}

/** The alerts bell and conversations envelope with their counts beside them, each opening its menu. */
export function CountIcons({ counts }: { counts: Counts }) {
  const [openMenu, setOpenMenu] = useState<MessagingMenuKind | null>(null);
  // One stable callback per menu: the open menu's effect (focus into it) runs when it opens, not on every count.
  const openChange = useMemo(() => {
    const forMenu = (kind: MessagingMenuKind) => (open: boolean) => setOpenMenu((current) => (open ? kind : current === kind ? null : current));
    return { alerts: forMenu('alerts'), conversations: forMenu('conversations') };
  }, []);
  return (
    <HStack gap="1">
      <CountIcon kind="alerts" to="/alerts" label="Alerts" state="unviewed" count={counts.alerts} open={openMenu === 'alerts'} onOpenChange={openChange.alerts}>
        <BellIcon />
      </CountIcon>
      <CountIcon kind="conversations" to="/conversations" label="Conversations" state="unread" count={counts.conversations} open={openMenu === 'conversations'} onOpenChange={openChange.conversations}>
        <EnvelopeIcon />
      </CountIcon>
    </HStack>
  );
}
