import { Flex, Link } from '@trailhead/shared-kernel/ui';
import { useFrameData } from './use-frame-data';

/** Spec §2: moderators get Approval Queue and Reports, admins (and staff who count as admin, §6) Admin, as the server gives the links; each opens a new tab. */
export function AdminBar() {
  const { canModerate, adminLinks } = useFrameData();
  if (!canModerate || !adminLinks) return null;
  const links = [
    { label: 'Approval Queue', href: adminLinks.approval_queue_url },
    { label: 'Reports', href: adminLinks.reports_url },
    { label: 'Admin', href: adminLinks.admin_url },
  ].filter((link): link is { label: string; href: string } => !!link.href);
  return (
    <Flex as="nav" aria-label="Moderation" bg="gray.100" px={{ base: '3', lg: '6' }} h="48px" align="center" gap="5" fontSize="sm" data-testid="admin-bar">
      {links.map((link) => (
        <Link key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" fontWeight="semibold" color="brand.black">
          {link.label}
        </Link>
      ))}
    </Flex>
  );
}
