import { CONVERSATION_MESSAGES, inviteToConversationSchema, newConversationSchema, renameConversationSchema } from './conversation';

const problems = (run: () => unknown) => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the conversation schemas', () => {
  const good = { title: 'Moab in May', recipient_ids: [11, 12], message_html: '<p>Who is in?</p>' };

  it('takes a title, 1 to 25 members and a message', () => {
    expect(newConversationSchema().validateSync(good)).toEqual(good);
  });

  it('names every broken rule in the words the form shows', () => {
    const errors = problems(() => newConversationSchema().validateSync({ title: '  ', recipient_ids: [], message_html: '<p> </p>' }, { abortEarly: false }));
    expect(errors).toEqual([CONVERSATION_MESSAGES.titleRequired, CONVERSATION_MESSAGES.recipientsRequired, 'Post message should not be empty']);
  });

  it('bounds the title at 100 characters and the members at 25', () => {
    expect(problems(() => renameConversationSchema().validateSync({ title: 'x'.repeat(101) }))).toEqual([CONVERSATION_MESSAGES.titleTooLong]);
    expect(renameConversationSchema().validateSync({ title: 'x'.repeat(100) }).title).toHaveLength(100);
    const ids = Array.from({ length: 26 }, (_, index) => index + 1);
    expect(problems(() => inviteToConversationSchema().validateSync({ recipient_ids: ids }))).toEqual([CONVERSATION_MESSAGES.recipientsTooMany]);
    expect(inviteToConversationSchema().validateSync({ recipient_ids: ids.slice(0, 25) }).recipient_ids).toHaveLength(25);
  });
});
