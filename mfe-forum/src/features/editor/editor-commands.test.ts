/** @jest-environment jsdom */
import { appendReplyQuote, cleanEditorHtml, insertImage, insertPlainText, insertLink, isEmptyMessage, normaliseLinkUrl, serialiseEditor, stripReplyQuotes, toggleInline, toggleList, toggleQuote } from './editor-commands';

function editor(html: string) {
  const root = document.createElement('div');
  root.contentEditable = 'true';
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

function selectText(root: HTMLElement, text: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text);
    if (at >= 0) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
  }
  throw new Error(`no ${text}`);
}

describe('inline formatting', () => {
  it('bolds the selection and a second press takes the bold away', () => {
    const root = editor('<p>hello world</p>');
    selectText(root, 'world');
    toggleInline(root, 'strong');
    expect(root.innerHTML).toBe('<p>hello <strong>world</strong></p>');
    selectText(root, 'world');
    toggleInline(root, 'strong');
    expect(root.innerHTML).toBe('<p>hello world</p>');
  });

  it('with the caret inside bold, a second press ends the bold for what is typed next', () => {
    const root = editor('<p>x</p>');
    const caret = document.createRange();
    caret.setStart(root.firstChild!.firstChild!, 1);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(caret);
    toggleInline(root, 'strong');
    (document.getSelection()!.getRangeAt(0).startContainer as Text).appendData('bold');
    toggleInline(root, 'strong');
    (document.getSelection()!.getRangeAt(0).startContainer as Text).appendData(' plain');
    expect(serialiseEditor(root)).toBe('<p>x<strong>bold</strong> plain</p>');
  });

  it('italicises the selection', () => {
    const root = editor('<p>hello world</p>');
    selectText(root, 'hello');
    toggleInline(root, 'em');
    expect(root.innerHTML).toBe('<p><em>hello</em> world</p>');
  });
});

describe('links', () => {
  it('accepts http, https and mailto, adds https to a bare address and refuses other schemes', () => {
    expect(normaliseLinkUrl('https://trail.example/a')).toBe('https://trail.example/a');
    expect(normaliseLinkUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(normaliseLinkUrl('trail.example/x')).toBe('https://trail.example/x');
    expect(normaliseLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkUrl('data:text/html,<script>')).toBeNull();
    expect(normaliseLinkUrl('  ')).toBeNull();
  });

  it('links the selected text and refuses a javascript: URL', () => {
    const root = editor('<p>see the map</p>');
    selectText(root, 'map');
    expect(insertLink(root, 'javascript:alert(1)')).toBe(false);
    expect(root.innerHTML).toBe('<p>see the map</p>');
    expect(insertLink(root, 'https://trail.example/map')).toBe(true);
    expect(root.innerHTML).toBe('<p>see the <a href="https://trail.example/map">map</a></p>');
  });
});

describe('lists and quotes', () => {
  it('turns the touched paragraphs into a bulleted list and back', () => {
    const root = editor('<p>one</p><p>two</p>');
    const range = document.createRange();
    range.setStart(root.firstChild!.firstChild!, 0);
    range.setEnd(root.lastChild!.firstChild!, 3);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    toggleList(root, false);
    expect(root.innerHTML).toBe('<ul><li>one</li><li>two</li></ul>');
    selectText(root, 'two');
    toggleList(root, false);
    expect(root.innerHTML).toBe('<p>one</p><p>two</p>');
  });

  it('makes loose text a numbered list', () => {
    const root = editor('first line');
    selectText(root, 'first');
    toggleList(root, true);
    expect(root.innerHTML).toBe('<ol><li>first line</li></ol>');
  });

  it('quotes the paragraph with the caret and unquotes it again', () => {
    const root = editor('<p>keep</p><p>quote me</p>');
    selectText(root, 'quote');
    toggleQuote(root);
    expect(root.innerHTML).toBe('<p>keep</p><blockquote><p>quote me</p></blockquote>');
    selectText(root, 'quote');
    toggleQuote(root);
    expect(root.innerHTML).toBe('<p>keep</p><p>quote me</p>');
  });
});

describe('reply quotes', () => {
  it('inserts a blockquote naming the author and post, without the quotes it contained', () => {
    const root = editor('');
    appendReplyQuote(root, { username: 'member', postId: 42, html: '<blockquote data-quote="rookie" data-post-id="1">old</blockquote><p>Nice rig</p>' });
    expect(root.innerHTML).toBe('<blockquote data-quote="member" data-post-id="42"><p>Nice rig</p></blockquote><p><br></p>');
  });

  it('strips reply quotes from a post being edited but keeps plain quotes', () => {
    expect(stripReplyQuotes('<blockquote data-quote="member" data-post-id="3"><p>x</p></blockquote><p>my answer</p><blockquote>a saying</blockquote>')).toBe(
      '<p>my answer</p><blockquote>a saying</blockquote>',
    );
  });
});

describe('empty messages and serialising', () => {
  it('reads whitespace, zero-width spaces and empty paragraphs as empty; an image is not empty', () => {
    expect(isEmptyMessage('<p><br></p><p> \u200b&nbsp;</p>')).toBe(true);
    expect(isEmptyMessage('<p>hi</p>')).toBe(false);
    expect(isEmptyMessage('<p><img src="/a.png"></p>')).toBe(false);
  });

  it('drops caret helpers and trailing empty paragraphs', () => {
    const root = editor('<p>hi<strong>\u200bthere</strong></p><p><br></p>');
    expect(serialiseEditor(root)).toBe('<p>hi<strong>there</strong></p>');
  });
});

describe('HTML loaded into the editor', () => {
  const html = (fragment: DocumentFragment) => {
    const box = document.createElement('div');
    box.appendChild(fragment);
    return box.innerHTML;
  };

  it('keeps what the editor writes', () => {
    const kept = '<p><strong>b</strong> <em>i</em> <a href="https://x.example/">l</a></p><ul><li>x</li></ul><blockquote data-quote="member" data-post-id="3">q</blockquote><span class="mention" data-user-id="2">@moderator</span><img src="/api/attachments/4/data" alt="a">';
    expect(html(cleanEditorHtml(kept))).toBe(kept);
  });

  it('drops scripts, handlers, styles and script URLs before they reach the page', () => {
    expect(html(cleanEditorHtml('<p onclick="alert(1)" style="color:red">x<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a><svg onload=alert(1)></svg><iframe src="https://e.example"></iframe><font color=red>t</font><span class="evil">s</span>'))).toBe(
      '<p>x</p><a>l</a>t<span>s</span>',
    );
  });
});

it('pastes text as text, with its line breaks', () => {
  const root = editor('');
  insertPlainText(root, 'line one\r\n<b>not bold</b>\nline three');
  expect(root.innerHTML).toBe('line one<br>&lt;b&gt;not bold&lt;/b&gt;<br>line three');
});

describe('image from a link', () => {
  it('replaces the selection with the image and leaves the caret after it', () => {
    const root = editor('<p>look at this</p>');
    selectText(root, 'this');
    insertImage(root, 'https://images.example.com/rig.jpg');
    expect(root.innerHTML).toBe('<p>look at <img src="https://images.example.com/rig.jpg" alt=""></p>');
    const caret = document.getSelection()!.getRangeAt(0);
    expect(caret.collapsed).toBe(true);
    expect(caret.startContainer.childNodes[caret.startOffset - 1]).toBe(root.querySelector('img'));
  });
});
