/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { EditContentForm, type EditContentFormProps } from './edit-content-form';

const QUOTE_ONLY = '<blockquote data-quote="rookie" data-post-id="3"><p>Stock tyres or 33s?</p></blockquote>';

async function open(props: Partial<EditContentFormProps>) {
  const onSave = jest.fn();
  renderInSite(<EditContentForm html="<p>Go 33s.</p>" hasAttachments={false} label="Edit post" testId="edit" pending={false} failure={null} onSave={onSave} onCancel={jest.fn()} {...props} />);
  await act(async () => {});
  return onSave;
}

it('refuses to save a message that is only the quote it answered, unless files are attached', async () => {
  const onSave = await open({ html: QUOTE_ONLY });
  expect(screen.getByRole('textbox', { name: 'Edit post' }).textContent).toBe('');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(screen.getByRole('alert').textContent).toBe('Post message should not be empty');
  expect(onSave).not.toHaveBeenCalled();
});

it('saves attached files with no text', async () => {
  const onSave = await open({ html: QUOTE_ONLY, hasAttachments: true });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(onSave).toHaveBeenCalledTimes(1);
});

it('sends nothing more while a save runs, and shows why the last one failed', async () => {
  const onSave = await open({ pending: true, failure: 'Could not edit post! Server not respond, please try again later!' });
  expect(screen.getByRole('alert').textContent).toBe('Could not edit post! Server not respond, please try again later!');
  fireEvent.click(screen.getByRole('button', { name: /Saving/ }));
  expect(onSave).not.toHaveBeenCalled();
});
