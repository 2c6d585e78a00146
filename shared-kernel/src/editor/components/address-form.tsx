import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Flex, Input, Text } from '@trailhead/shared-kernel/ui';

interface AddressFormProps {
  /** The field's label, e.g. 'Link address'. */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Checks the address: a problem to show, or null when it was used. */
  onSubmit: (address: string) => string | null;
  onClose: () => void;
  testId: string;
}

/**
 * A small form under the toolbar for an address (a link, an image by its link). Its problem shows
 * beside the field as an alert; Escape or Cancel puts the writer back in the text.
 */
export function AddressForm({ label, placeholder, submitLabel, onSubmit, onClose, testId }: AddressFormProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => input.current?.focus(), []);

  // Not a <form>: the editor often sits inside one (the new-thread form), and forms do not nest.
  const submit = () => setProblem(onSubmit(value));

  return (
    <Box
      role="group"
      aria-label={label}
      borderWidth="1px"
      borderBottomWidth="0"
      p="2"
      bg="gray.50"
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
        if (event.key === 'Enter' && event.target === input.current) {
          event.preventDefault();
          submit();
        }
      }}
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Text asChild fontSize="sm" fontWeight="semibold">
          <label htmlFor={`${ids}-address`}>{label}</label>
        </Text>
        <Input
          ref={input}
          id={`${ids}-address`}
          size="sm"
          flex="1 1 12rem"
          minW="0"
          bg="white"
          value={value}
          placeholder={placeholder}
          inputMode="url"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-problem` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <Flex gap="2">
          <Button size="sm" onClick={submit}>
            {submitLabel}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </Flex>
      </Flex>
      {problem && (
        <Text id={`${ids}-problem`} role="alert" color="red.600" fontSize="sm" mt="1">
          {problem}
        </Text>
      )}
    </Box>
  );
}
