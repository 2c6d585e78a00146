import { linkMentions } from './index';

describe('linkMentions', () => {
  it('makes each mention a link to the member’s profile and leaves the rest as it was', () => {
    const html = '<p>Ask <span class="mention" data-user-id="3">@member</span> and <span class="mention" data-user-id="12">@Mud.Queen</span> about straps.</p>';
    expect(linkMentions(html)).toBe(
      '<p>Ask <a class="mention" href="/members/member.3/">@member</a> and <a class="mention" href="/members/mud.queen.12/">@Mud.Queen</a> about straps.</p>',
    );
  });

  it('keeps the href well formed whatever the name holds, and leaves HTML without mentions untouched', () => {
    expect(linkMentions('<span class="mention" data-user-id="7">@Tom &amp; "Jerry"</span>')).toBe('<a class="mention" href="/members/tom%20%26%20%22jerry%22.7/">@Tom &amp; "Jerry"</a>');
    const plain = '<p>No names here, just <b>bold</b> and an email@example.test.</p>';
    expect(linkMentions(plain)).toBe(plain);
  });
});
