// The site's design system: the only door to Chakra UI. Remotes import from here, never from
// @chakra-ui/react, so the browser downloads one slim copy with just these components.
export {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Center,
  Checkbox,
  CloseButton,
  Container,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Input,
  Link,
  NativeSelect,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
  VStack,
} from '@chakra-ui/react';
export * from './icons';
export { TEXT_LINK } from './text-link';
export { UserContent } from './user-content';
export { TrailheadUiProvider } from './provider';
export { trailheadSystem } from './theme';
export { ErrorPanel } from './error-panel';
export { QueryView } from './query-view';
export { Pager } from './pager';
export { NotFoundPage } from './not-found-page';
export { mountStandaloneRemote } from './standalone-remote';
export { RouterLink } from './router-link';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export { LogInButton } from './log-in-button';
export { lazyPage } from './lazy-page';
export { useHydrated } from './hydration';
export { UserAvatar } from './user-avatar';
export { avatarColour, initials, usernameColour, AVATAR_PALETTE } from './user-identity';
export { AdSlot, pageKeyFor, type PageKey } from './ad-slot';
export { FormField } from './form-field';
export { OptionSelect, type SelectOption } from './option-select';
export { countText, formatCount } from './format-count';
export { StoreLink, storeHref } from './store-link';
