import { mixed, object, string } from 'yup';
import type { DeletedContentChoice } from '../types';
import { MESSAGES } from './messages';

/** What the member types to confirm that the account goes for good. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

export const DELETE_ACCOUNT_MESSAGES = {
  contentRequired: 'Choose what happens to your posts',
  confirmation: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`,
} as const;

/** The delete-my-account form (POST /me/delete takes password and content; confirmation stays in the page). */
export const deleteAccountSchema = object({
  password: string().required(MESSAGES.passwordRequired).max(256, 'Password must be at most 256 characters'),
  content: mixed<DeletedContentChoice>().oneOf(['keep', 'remove'], DELETE_ACCOUNT_MESSAGES.contentRequired).required(DELETE_ACCOUNT_MESSAGES.contentRequired),
  confirmation: string()
    .required(DELETE_ACCOUNT_MESSAGES.confirmation)
    .test('typed', DELETE_ACCOUNT_MESSAGES.confirmation, (value) => value?.trim() === DELETE_ACCOUNT_CONFIRMATION),
});
