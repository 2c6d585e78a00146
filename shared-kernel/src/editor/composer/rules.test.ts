/** @jest-environment jsdom */
import { closedMentionList, mentionKey, mentionQueryBefore, shouldSearchMentions, showMentionItems } from '../mention-list';
import { checkImageLink, checkUpload, UPLOAD_ERROR_MESSAGES } from './upload-checks';

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
