/** @jest-environment jsdom */
import { ApiError } from '@trailhead/shared-kernel/api';
import { closedMentionList, mentionKey, mentionQueryBefore, shouldSearchMentions, showMentionItems } from './mention-list';
import { checkImageLink, checkUpload, UPLOAD_ERROR_MESSAGES } from './upload-checks';
import { submitIdempotent } from './submit-idempotent';
import { clearLocalDraft, draftStorageKey, emptyDraft, newerDraft, readLocalDraft, writeLocalDraft, type StoredDraft } from './draft-store';

describe('mention list (spec §5)', () => {
  it('finds the text after an @ that starts a word', () => {
    expect(mentionQueryBefore('hi @me')).toBe('me');
    expect(mentionQueryBefore('@')).toBe('');
    expect(mentionQueryBefore('mail a@b')).toBeNull();
    expect(mentionQueryBefore('hi @me there')).toBeNull();
  });

  it('queries only when the text is longer than 1 character', () => {
    expect(shouldSearchMentions(null)).toBe(false);
    expect(shouldSearchMentions('')).toBe(false);
    expect(shouldSearchMentions('m')).toBe(false);
    expect(shouldSearchMentions('me')).toBe(true);
  });

  it('arrows move round the list, Enter selects and closes, Escape closes', () => {
    let state = showMentionItems(['member', 'moderator', 'mud']);
    const press = (key: string) => {
      const result = mentionKey(state, key);
      if (result.handled) state = result.state;
      return result;
    };
    press('ArrowDown');
    expect(state.active).toBe(1);
    press('ArrowUp');
    press('ArrowUp');
    expect(state.active).toBe(2);
    const chosen = press('Enter');
    expect(chosen).toMatchObject({ handled: true, selected: 'mud' });
    expect(state.open).toBe(false);
    state = showMentionItems(['a', 'b']);
    expect(press('Escape')).toMatchObject({ handled: true });
    expect(state.open).toBe(false);
  });

  it('leaves keys to the editor while the list is closed', () => {
    expect(mentionKey(closedMentionList<string>(), 'Enter')).toEqual({ handled: false });
    expect(mentionKey(showMentionItems(['a']), 'x')).toEqual({ handled: false });
  });
});

describe('upload checks', () => {
  const options = {
    maximum_upload_size_kb: 2048,
    allowed_video_uploads: { enabled: false, size: 10240 },
    allowed_attachment_extensions: 'png|jpg|jpeg|gif|pdf|txt',
    attachment_max_dimensions: { width: 2560, height: 2560 },
  };

  it('lets an allowed file within the limit go', () => {
    expect(checkUpload({ name: 'rig.JPG', size: 1024 * 1024 }, options)).toBeNull();
  });

  it('names the size limit for images and files', () => {
    expect(checkUpload({ name: 'rig.png', size: 3 * 1024 * 1024 }, options)).toEqual({ kind: 'size', message: '"rig.png" is too large (3 MB). Images may be at most 2 MB.' });
    expect(checkUpload({ name: 'manual.pdf', size: 5 * 1024 * 1024 }, options)?.message).toBe('"manual.pdf" is too large (5 MB). Files may be at most 2 MB.');
  });

  it('refuses a type that is not allowed, listing the allowed ones, and videos when they are off', () => {
    expect(checkUpload({ name: 'run.exe', size: 10 }, options)).toEqual({ kind: 'invalid_type', message: '"run.exe" is not an allowed file type. Allowed types: png, jpg, jpeg, gif, pdf, txt.' });
    expect(checkUpload({ name: 'trail.mp4', size: 10 }, options)).toMatchObject({ kind: 'invalid_type', message: 'Videos cannot be uploaded here ("trail.mp4").' });
    expect(checkUpload({ name: 'trail.mp4', size: 11 * 1024 * 1024 }, { ...options, allowed_video_uploads: { enabled: true, size: 10240 } })?.message).toBe(
      '"trail.mp4" is too large (11 MB). Videos may be at most 10 MB.',
    );
  });

  it('has a message for every other error kind', () => {
    expect(Object.keys(UPLOAD_ERROR_MESSAGES).sort()).toEqual(['bad_link', 'domain', 'no_link', 'parsing_response', 'upload']);
  });
});

describe('image from a link (spec §5: no link, bad link, domain)', () => {
  const kind = (input: string) => {
    const checked = checkImageLink(input);
    return 'problem' in checked ? checked.problem.kind : checked.url;
  };

  it('asks for a link when there is none', () => {
    expect(kind('')).toBe('no_link');
    expect(kind('   ')).toBe('no_link');
    expect(checkImageLink('')).toEqual({ problem: { kind: 'no_link', message: UPLOAD_ERROR_MESSAGES.no_link } });
  });

  it('refuses what is not an http(s) address', () => {
    for (const input of ['not a link', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.com/a.png', '//example.com/a.png']) {
      expect(kind(input)).toBe('bad_link');
    }
  });

  it('refuses hosts readers cannot reach', () => {
    for (const input of ['http://localhost/a.png', 'https://127.0.0.1/a.png', 'http://192.168.1.20/cam.jpg', 'http://10.0.0.5/x.gif', 'https://172.20.1.1/a.png', 'http://nas.local/a.png', 'http://[::1]/a.png']) {
      expect(kind(input)).toBe('domain');
    }
  });

  it('takes a public web address as it is', () => {
    expect(kind(' https://images.example.com/rig.jpg ')).toBe('https://images.example.com/rig.jpg');
    expect(kind('http://172.32.0.1/a.png')).toBe('http://172.32.0.1/a.png');
  });
});

describe('idempotent submit', () => {
  const networkDown = new ApiError('Server not respond, please try again later!', 0, 'no_response');

  it('retries once with the same key after a network failure', async () => {
    const send = jest.fn().mockRejectedValueOnce(networkDown).mockResolvedValueOnce({ post_id: 9 });
    await expect(submitIdempotent('key-1', send)).resolves.toEqual({ post_id: 9 });
    expect(send.mock.calls).toEqual([['key-1'], ['key-1']]);
  });

  it('gives up after the second network failure', async () => {
    const send = jest.fn().mockRejectedValue(networkDown);
    await expect(submitIdempotent('key-1', send)).rejects.toBe(networkDown);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal from the server', async () => {
    const refused = new ApiError('Not open for further replies.', 403, 'thread_closed');
    const send = jest.fn().mockRejectedValue(refused);
    await expect(submitIdempotent('key-1', send)).rejects.toBe(refused);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('draft store', () => {
  const place = { threadId: 5 };
  const draft = (updated_at: number, message_html: string, idempotency_key: string | null = null): StoredDraft => ({ ...emptyDraft(place), updated_at, message_html, idempotency_key });

  beforeEach(() => localStorage.clear());

  it('keeps drafts per member and per thread or forum', () => {
    expect(draftStorageKey(3, { threadId: 5 })).toBe('trailhead:draft:3:thread-5');
    expect(draftStorageKey(3, { nodeId: 5 })).toBe('trailhead:draft:3:node-5');
    writeLocalDraft(localStorage, 3, place, draft(10, '<p>mine</p>'));
    expect(readLocalDraft(localStorage, 4, place)).toBeNull();
    expect(readLocalDraft(localStorage, 3, place)?.message_html).toBe('<p>mine</p>');
    clearLocalDraft(localStorage, 3, place);
    expect(readLocalDraft(localStorage, 3, place)).toBeNull();
  });

  it('prefers the newer copy and keeps the local idempotency key', () => {
    const local = draft(10, '<p>local</p>', 'key-1');
    const { idempotency_key: _k, ...server } = draft(20, '<p>server</p>');
    expect(newerDraft(local, server)).toEqual({ ...server, idempotency_key: 'key-1' });
    expect(newerDraft(local, { ...server, updated_at: 5 })).toBe(local);
    expect(newerDraft(local, { ...server, updated_at: 10 })).toBe(local);
    expect(newerDraft(null, server)).toEqual({ ...server, idempotency_key: null });
    expect(newerDraft(local, null)).toBe(local);
  });

  it('reads a broken local copy as no draft', () => {
    localStorage.setItem(draftStorageKey(3, place), '{broken');
    expect(readLocalDraft(localStorage, 3, place)).toBeNull();
  });
});
