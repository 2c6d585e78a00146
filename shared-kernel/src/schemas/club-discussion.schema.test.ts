import { clubDiscussionSchema, isBlankPostHtml } from './club-discussion.schema';

const errorsOf = async (values: unknown) => clubDiscussionSchema().validate(values, { abortEarly: false }).then(() => [], (error: { errors: string[] }) => error.errors);

describe('clubDiscussionSchema', () => {
  it('takes a title and a message', async () => {
    expect(await errorsOf({ title: '  Spring run  ', message: '<p>Who is in?</p>' })).toEqual([]);
    expect(clubDiscussionSchema().validateSync({ title: '  Spring run  ', message: '<p>x</p>' }).title).toBe('Spring run');
  });

  it('says what is missing, with the forum’s and spec §5 texts', async () => {
    expect(await errorsOf({ title: '   ', message: '<p>&nbsp;</p><p><br></p>' })).toEqual(['Please enter a title for the thread.', 'Post message should not be empty']);
    expect(await errorsOf({ title: 'x'.repeat(151), message: '<p><img src="/a.jpg"></p>' })).toEqual(['Please enter a title of at most 150 characters.']);
  });

  it('counts an image as a message and bare markup as none', () => {
    expect(isBlankPostHtml('<p><img src="/x.png"></p>')).toBe(false);
    expect(isBlankPostHtml('<p> \u200b </p>')).toBe(true);
  });
});
