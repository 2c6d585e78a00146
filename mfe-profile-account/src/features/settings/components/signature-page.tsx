import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { cleanEditorHtmlString, RichEditor, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import { signatureSchema, SIGNATURE_MAX_TEXT, type SignatureForm } from '@trailhead/shared-kernel/schemas';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { Box, Heading, Stack, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account';
import { useSaveSettings } from '../api/save-settings';
import { settingsOfProfile } from '../settings-defaults';
import { SaveBar, schemaResolver } from './settings-form-parts';

/** /signature: written in the site's editor, sanitised by the server, shown under the member's posts. */
export function SignaturePage() {
  return <AccountLayout title="Signature">{(user) => <SignatureForm user={user} />}</AccountLayout>;
}

/** An empty editor leaves an empty paragraph: that is no signature. */
const withoutEmptyParagraphs = (html: string) => html.replace(/<p>(\s|<br\s*\/?>)*<\/p>/gi, '').trim();

function SignatureForm({ user }: { user: UserProfile }) {
  const save = useSaveSettings();
  const editor = useRef<RichEditorHandle>(null);
  const initial = settingsOfProfile(user).signature;
  const [preview, setPreview] = useState(initial);
  const { handleSubmit, setValue, formState } = useForm<SignatureForm>({ defaultValues: { signature: initial }, resolver: schemaResolver(signatureSchema()) });
  const previewHtml = useMemo(() => (typeof document === 'undefined' ? '' : cleanEditorHtmlString(preview, 'load')), [preview]);

  const send = (values: SignatureForm) => {
    if (save.isPending) return;
    save.mutate({ signature: values.signature });
  };
  // The editor's text is read at submit time too, so the last keys typed are never lost.
  const submit = (event: FormEvent) => {
    setValue('signature', withoutEmptyParagraphs(editor.current?.getHtml() ?? preview));
    void handleSubmit(send)(event);
  };

  return (
    <form noValidate onSubmit={submit} data-testid="signature-form">
      <Stack gap="4" maxW="3xl">
        <Text color="gray.700">
          Your signature appears under each of your forum posts, for readers who show signatures. Keep it to a line or two: links and basic formatting,
          at most {SIGNATURE_MAX_TEXT} characters.
        </Text>
        <RichEditor
          ref={editor}
          label="Signature"
          initialHtml={initial}
          // What a signature keeps (spec: links and basic formatting): no quotes, mentions or images by link.
          mentions={false}
          quotes={false}
          images={false}
          disabled={save.isPending}
          error={formState.errors.signature?.message ?? null}
          onChange={(html) => {
            const cleaned = withoutEmptyParagraphs(html);
            setPreview(cleaned);
            setValue('signature', cleaned, { shouldValidate: formState.isSubmitted });
          }}
        />
        <Stack as="section" gap="2" aria-labelledby="signature-preview-heading">
          <Heading as="h2" size="sm" id="signature-preview-heading">
            Preview
          </Heading>
          <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3" bg="white">
            <Text fontSize="sm" color="gray.500" mb="2">
              …the end of one of your posts.
            </Text>
            {previewHtml ? (
              <Box
                data-testid="signature-preview"
                borderTopWidth="1px"
                borderColor="gray.200"
                pt="2"
                fontSize="sm"
                color="gray.600"
                css={{ '& a': TEXT_LINK, '& img': { maxHeight: '1.5em', display: 'inline' }, '& p': { margin: 0 } }}
                dangerouslySetInnerHTML={{ __html: previewHtml }}
              />
            ) : (
              <Text fontSize="sm" color="gray.600" data-testid="signature-preview-empty">
                No signature: nothing is shown under your posts.
              </Text>
            )}
          </Box>
        </Stack>
        <SaveBar pending={save.isPending} error={save.error} label="Save signature" />
      </Stack>
    </form>
  );
}
