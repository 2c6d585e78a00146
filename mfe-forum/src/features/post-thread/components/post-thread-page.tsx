import { lazy, Suspense, useState } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { POSTING_MESSAGES } from '@trailhead/shared-kernel/constants';
import { useLocation, useNavigate } from '@trailhead/shared-kernel/router';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, Button, Center, Field, Flex, Heading, LogInButton, NotFoundPage, OptionSelect, QueryView, Spinner, Stack, Text } from '@trailhead/shared-kernel/ui';
import { nodeIdFromPostThreadPath, postThreadPath, postThreadRefusal } from '../post-thread-path';
import { useNodes } from '../../forum-index';
import { useForum } from '../api/post-thread-api';
import { SiteTrail } from '../../../components/site-trail';

const NewThreadForm = lazy(() => import('./new-thread-form').then((m) => ({ default: m.NewThreadForm })));

const REFUSALS = {
  login: POSTING_MESSAGES.login,
  account: POSTING_MESSAGES.insufficient,
  permission: POSTING_MESSAGES.insufficient,
} as const;

/** /*\/post-thread: a new thread in the forum the URL names (spec §2), for members allowed to post one. */
export function PostThreadPage() {
  const { pathname } = useLocation();
  const nodeId = nodeIdFromPostThreadPath(pathname);
  const session = useObservable(bus.session$);
  const loggedIn = isLoggedIn(session);
  const refusal = postThreadRefusal({ loggedIn, permission: session.status?.permission ?? null, canPostNewThread: session.user?.can_post_new_thread === true });

  if (session.status === null && !session.user) {
    return (
      <Center py="10" role="status">
        <Spinner />
      </Center>
    );
  }
  if (refusal) {
    return (
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size="xl">
          Post thread
        </Heading>
        <Flex borderWidth="1px" borderRadius="md" p="4" gap="3" align="center" justify="space-between" wrap="wrap" data-testid="post-thread-refusal">
          <Text>{REFUSALS[refusal]}</Text>
          {refusal === 'login' && <LogInButton />}
        </Flex>
      </Stack>
    );
  }
  if (nodeId === null) return <ForumChooser />;
  return <PostThreadInForum nodeId={nodeId} userId={session.user!.user_id} />;
}

function PostThreadInForum({ nodeId, userId }: { nodeId: number; userId: number }) {
  const forum = useForum(nodeId);
  return (
    <QueryView query={forum} what="the forum" notFound={<NotFoundPage />}>
      {({ forum: node, breadcrumbs }) => (
        <Stack gap="4" maxW="4xl">
          <SiteTrail crumbs={[...breadcrumbs, node].map((crumb) => ({ label: crumb.title, href: toSitePath(crumb.view_url) }))} current="Post thread" />
          <Heading as="h1" size="xl">
            Post thread in {node.title}
          </Heading>
          {node.node_type_id !== 'Forum' ? (
            <Text>Threads are posted in forums; choose one inside this category.</Text>
          ) : (
            <Suspense
              fallback={
                <Center py="6">
                  <Spinner />
                </Center>
              }
            >
              <NewThreadForm nodeId={node.node_id} userId={userId} />
            </Suspense>
          )}
        </Stack>
      )}
    </QueryView>
  );
}

/** /post-thread without a forum in the URL: pick the forum first. */
function ForumChooser() {
  const nodes = useNodes();
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="xl">
        Post thread
      </Heading>
      <QueryView query={nodes} what="the forums">
        {({ nodes: list }) => (
          <Box>
            <Field.Root>
              <Field.Label>Forum</Field.Label>
              <OptionSelect
                placeholder="Choose a forum…"
                value={choice}
                options={list.filter((node) => node.node_type_id === 'Forum').map((node) => ({ value: toSitePath(node.view_url), label: node.title }))}
                onChange={setChoice}
              />
            </Field.Root>
            <Button mt="3" disabled={!choice} onClick={() => navigate(postThreadPath(choice))}>
              Continue
            </Button>
          </Box>
        )}
      </QueryView>
    </Stack>
  );
}
