// /accountData: your data in your hands. Download everything the account holds; delete the
// account, with what is deleted and what is kept said plainly (the right to know and to delete of
// the US state laws our members live under, such as California's CCPA/CPRA).
import { useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account';
import { DataDownload } from './data-download';
import { DeleteAccountDialog } from './delete-account-dialog';

const ERASED = [
  'Your e-mail address, name, about, website, location, date of birth and time zone details',
  'Your avatar and banner pictures, your vehicles and your signature',
  'Your sign-ins: password, sessions, two-factor secret and recovery codes, e-mail links',
  'Who you follow and who follows you, who you ignore, your alerts, drafts and watched threads',
  'Your username, which becomes free for someone else',
];

const KEPT = [
  "What you wrote, if you choose to keep it, shown as from 'Deleted member' with no link to you",
  'Messages you sent in conversations, which belong to the other people in them too',
  'Reactions you gave (as counts), and a record of your memberships and store orders, which we keep for our accounts',
];

function DeleteSection() {
  const [open, setOpen] = useState(false);
  return (
    <Stack as="section" aria-labelledby="delete-heading" gap="3" borderWidth="1px" borderColor="red.200" borderRadius="md" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="lg" id="delete-heading">
        Delete my account
      </Heading>
      <Text>Deleting your account is for good: you cannot sign in to it again or bring it back.</Text>
      <Box>
        <Text fontWeight="semibold">What is deleted</Text>
        <Box as="ul" ps="5" listStyleType="disc">
          {ERASED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Box>
      <Box>
        <Text fontWeight="semibold">What is kept</Text>
        <Box as="ul" ps="5" listStyleType="disc">
          {KEPT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Box>
      <Text fontSize="sm" color="gray.600">
        Download your data first if you want a copy. If you are the site's only administrator, make someone else an administrator before you go.
      </Text>
      <Box>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          Delete my account…
        </Button>
      </Box>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Stack>
  );
}

export function AccountDataPage() {
  return (
    <AccountLayout title="Your data">
      {() => (
        <Stack gap="6">
          <DataDownload />
          <DeleteSection />
        </Stack>
      )}
    </AccountLayout>
  );
}
