import { useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';

export interface TextDialogProps {
  title: string;
  testId: string;
  /** What happens with the text (who reads it), above the field. */
  intro?: ReactNode;
  /** The field's label: it is required, and marked so. */
  label: string;
  maxLength: number;
  rows?: number;
  /**
   * The field's rule, usually the shared schema the API checks too: throws (or rejects) with the
   * message shown under the field. Checked on submit, then on every change until it passes.
   */
  check: (text: string) => unknown;
  /** Sends the text, trimmed. Resolving closes the dialog; a rejection's message is shown and the text kept. */
  send: (text: string) => Promise<unknown>;
  submitLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  size?: 'sm' | 'md';
  onClose: () => void;
}

async function problemOf(check: TextDialogProps['check'], text: string): Promise<string | null> {
  try {
    await check(text);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The site's dialog that asks one text before an action: a reason to reject, refuse, ban or cancel,
 * what is wrong with reported content, why one deserves an award. Nothing is sent until the text
 * passes its rule; a refused send keeps the dialog and what was typed, and says why.
 */
export function TextDialog({ title, testId, intro, label, maxLength, rows = 4, check, send, submitLabel, pendingLabel, cancelLabel = 'Cancel', size, onClose }: TextDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  // Checks finish in any order: only the newest one's answer is shown.
  const checks = useRef(0);
  const checked = async (value: string) => {
    const turn = ++checks.current;
    const found = await problemOf(check, value);
    if (turn === checks.current) setProblem(found);
    return found;
  };

  const change = (value: string) => {
    setText(value);
    if (tried) void checked(value);
  };
  const submit = async () => {
    if (pending) return;
    setTried(true);
    const found = await checked(text);
    if (found) return;
    setFailure(null);
    setPending(true);
    try {
      await send(text.trim());
    } catch (error) {
      setFailure((error as Error).message);
      setPending(false);
      return;
    }
    setPending(false);
    onClose();
  };

  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      busy={pending}
      size={size}
      testId={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Dialog.Body>
        <Stack gap="3">
          {intro && <Text fontSize="sm">{intro}</Text>}
          <Field.Root invalid={problem !== null} required>
            <Field.Label>
              {label} <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={rows} maxLength={maxLength} autoFocus value={text} onChange={(event) => change(event.target.value)} />
            {problem && <Field.ErrorText color="red.700">{problem}</Field.ErrorText>}
          </Field.Root>
          {failure && (
            <Text role="alert" color="red.700" fontSize="sm">
              {failure}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" colorPalette="red" loading={pending} loadingText={pendingLabel} disabled={pending}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
