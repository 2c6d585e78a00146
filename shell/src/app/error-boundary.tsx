import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Heading, RouterLink, Text } from '@trailhead/shared-kernel/ui';

/** Spec §2/§8: the error page shows the message; its own failure falls back to one plain sentence. */
export function ErrorPage({ status = 500, message }: { status?: number; message: string }) {
  return (
    <Box textAlign="center" py="16" role="alert" data-testid="error-page">
      <Text fontSize="5xl" fontWeight="bold" color="brand.redDark">
        {status}
      </Text>
      <Heading as="h1" size="lg" mb="2">
        {status === 404 ? 'This page could not be found' : 'Something went wrong'}
      </Heading>
      <Text mb="4">{message}</Text>
      <RouterLink to="/" color="brand.redDark" fontWeight="semibold">
        Back to the home page
      </RouterLink>
    </Box>
  );
}

class Boundary extends Component<{ fallback: (error: Error) => ReactNode; resetKey: string; children: ReactNode }, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: Error | null; key: string }) {
    // Leaving the broken page clears the error.
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <Boundary
      resetKey={resetKey}
      fallback={(error) => (
        <Boundary resetKey={resetKey} fallback={() => <Text role="alert">An error occurred while showing the error page</Text>}>
          <ErrorPage message={error.message || 'Something went wrong, please try again later!'} />
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}
