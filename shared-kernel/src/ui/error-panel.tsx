import { Alert, Button, Stack } from '@chakra-ui/react';

interface ErrorPanelProps {
  title: string;
  message: string;
  onRetry?: () => void;
}

/** A failed area or request: says what went wrong and offers a Retry where one can help. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <Alert.Root status="error" role="alert" data-testid="error-panel" borderRadius="md">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry && (
          <Button size="sm" alignSelf="flex-start" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
