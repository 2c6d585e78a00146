import { documentPageUrl, parseDocumentPath } from './document-path';

describe('parseDocumentPath', () => {
  it('reads a thread URL with and without a page', () => {
    expect(parseDocumentPath('/threads/rock-sliders-t.42/')).toEqual({ kind: 'thread', threadId: 42, page: 1 });
    expect(parseDocumentPath('/threads/rock-sliders-t.42/page-7')).toEqual({ kind: 'thread', threadId: 42, page: 7 });
  });

  it('reads a node URL with and without a page', () => {
    expect(parseDocumentPath('/forums/trail-reports-n.5/')).toEqual({ kind: 'node', nodeId: 5, page: 1 });
    expect(parseDocumentPath('/forums/trail-reports-n.5/page-3/')).toEqual({ kind: 'node', nodeId: 5, page: 3 });
  });

  it('recognises the legacy forum URLs, with or without a post', () => {
    expect(parseDocumentPath('/forums/threads/.77/')).toEqual({ kind: 'legacy-thread', threadId: 77, postId: null });
    expect(parseDocumentPath('/forums/threads/winch-advice.77/post-901/')).toEqual({ kind: 'legacy-thread', threadId: 77, postId: 901 });
  });

  it('reads /threads as the discussion list', () => {
    expect(parseDocumentPath('/threads')).toEqual({ kind: 'discussion-list' });
    expect(parseDocumentPath('/threads/')).toEqual({ kind: 'discussion-list' });
    expect(parseDocumentPath('/threads/other')).toEqual({ kind: 'unknown' });
  });

  it('treats page 0 as page 1 and anything else as unknown', () => {
    expect(parseDocumentPath('/threads/x-t.1/page-0')).toEqual({ kind: 'thread', threadId: 1, page: 1 });
    expect(parseDocumentPath('/no/such/page')).toEqual({ kind: 'unknown' });
    expect(parseDocumentPath('/threads/x-t.abc/')).toEqual({ kind: 'unknown' });
  });
});

describe('documentPageUrl', () => {
  it('keeps page 1 on the bare URL and appends page-n otherwise', () => {
    expect(documentPageUrl('/threads/x-t.1/', 1)).toBe('/threads/x-t.1/');
    expect(documentPageUrl('/threads/x-t.1', 3)).toBe('/threads/x-t.1/page-3');
  });
});
