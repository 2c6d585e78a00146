/** @jest-environment jsdom */
import { $getRoot, $isElementNode, $isTextNode } from 'lexical';
import { $appendReplyQuote, $insertMention, $toggleQuote } from '../editor-commands';
import { cleanEditorHtmlString, withoutHandlerAttributes } from './allowed-html';
import { isEmptyMessage, stripReplyQuotes } from './message-html';
import { normaliseLinkUrl } from './link-urls';
import { htmlOf, roundTrip, testEditor } from './test-editor';

describe('what the editor writes is the site post HTML', () => {
  it('loads an existing post and writes it back unchanged', () => {
    const posts = [
      '<p>Synthetic line after 200 pulls. <strong>Still strong</strong> <em>and dry</em></p>',
      '<p>See <a href="https://winch.example/specs">the specs</a> or <a href="mailto:crew@trail.example">mail us</a>.</p>',
      '<ul><li>Front locker</li><li>Rear locker</li></ul><ol><li>Air down</li><li>Engage 4L</li></ol>',
      '<blockquote data-quote="rookie" data-post-id="42"><p>Which lift for 35s?</p><p>Budget is tight.</p></blockquote><p>Go 2.5 inch.</p>',
      '<blockquote><p>A saying</p></blockquote><p>Ask <span class="mention" data-user-id="2">@moderator</span> about it.</p>',
      '<p>Look <img src="https://images.example/rig.jpg" alt="Rig" width="640" height="480"> and <img src="/api/attachments/12/data" alt=""></p>',
      '<p>line one<br>line two</p><p><u>under</u> <s>struck</s> <code>4.10</code></p>',
      '<p>Two &nbsp;spaces kept</p>',
      '<p>one</p><p><br></p><p>three</p>',
    ];
    for (const html of posts) expect(roundTrip(html)).toBe(html);
  });

  it('writes b and i as strong and em, and loose text as a paragraph', () => {
    expect(roundTrip('First post <b>bold</b> <i>it</i>')).toBe('<p>First post <strong>bold</strong> <em>it</em></p>');
  });

  it('keeps a nested list inside the item before it', () => {
    expect(roundTrip('<ul><li>parts<ul><li>winch</li><li>line</li></ul></li><li>tools</li></ul>')).toBe('<ul><li>parts<ul><li>winch</li><li>line</li></ul></li><li>tools</li></ul>');
  });

  it('drops empty lines at the start and the end', () => {
    expect(roundTrip('<p><br></p><p>hi</p><p><br></p><p><br></p>')).toBe('<p>hi</p>');
    expect(roundTrip('')).toBe('');
  });

  it('loads what a pre holds as code lines', () => {
    expect(roundTrip('<pre>a = 1\nb = 2</pre>')).toBe('<p><code>a = 1</code><br><code>b = 2</code></p>');
  });
});

// Hostile HTML: what other pages (or a tampered draft) may hand the editor. Nothing of it may run.
const HOSTILE: [string, string][] = [
  ['<p onclick="alert(1)" style="color:red">x<script>alert(1)</script></p>', '<p>x</p>'],
  ['<img src=x onerror=alert(1)><p>after</p>', '<p>after</p>'],
  ['<a href="javascript:alert(1)">click</a>', '<p>click</p>'],
  ['<a href=" JaVaScRiPt:alert(1)">click</a>', '<p>click</p>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>', '<p>data</p>'],
  ['<a href="vbscript:msgbox(1)">vb</a>', '<p>vb</p>'],
  ['<svg onload=alert(1)><text>svg</text></svg><p>ok</p>', '<p>ok</p>'],
  ['<math><mi xlink:href="javascript:alert(1)">m</mi></math><p>ok</p>', '<p>ok</p>'],
  ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ['<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
  ['<style>p{background:url(javascript:alert(1))}</style><p>ok</p>', '<p>ok</p>'],
  ['<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">go</button></form>', ''],
  ['<details open ontoggle=alert(1)><summary>s</summary>d</details>', '<p>s</p><p>d</p>'],
  ['<body onload=alert(1)><p>b</p></body>', '<p>b</p>'],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>m</p>', '<p>m</p>'],
  ['<base href="https://evil.example/"><a href="/x">rel</a>', '<p>rel</p>'],
  ['<img src="https://127.0.0.1/cam.jpg"><img src="http://192.168.1.5/a.png"><p>lan</p>', '<p>lan</p>'],
  ['<img src="data:image/png;base64,AAAA"><p>inline image</p>', '<p>inline image</p>'],
  ['<span class="mention" data-user-id="2" onmouseover="alert(1)">@moderator</span>', '<p><span class="mention" data-user-id="2">@moderator</span></p>'],
  ['<span class="mention" data-user-id="x">@fake</span>', '<p>@fake</p>'],
  ['<blockquote data-quote="rookie" data-post-id="1 onmouseover=alert(1)"><p>q</p></blockquote>', '<blockquote data-quote="rookie"><p>q</p></blockquote>'],
  ['<blockquote data-quote="&quot;><script>alert(1)</script>"><p>q</p></blockquote>', '<blockquote data-quote="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><p>q</p></blockquote>'],
  ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  // How this one parses differs between parsers; what matters is that nothing of it can run.
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">n</p></noscript><p>ok</p>', ''],
  ['<template><img src=x onerror=alert(1)></template><p>ok</p>', '<p>ok</p>'],
  ['<a href="https://ok.example/" onclick="alert(1)" style="color:red" target="_blank">ok</a>', '<p><a href="https://ok.example/" target="_blank">ok</a></p>'],
];

const RUNS = /<(script|style|iframe|object|embed|svg|math|form|input|button|meta|base|template|noscript)\b|\son\w+=|style=|javascript:|vbscript:|data:/i;

describe('HTML loaded into the editor (a draft, a post to edit) keeps nothing that runs', () => {
  it.each(HOSTILE)('%s', (input, expected) => {
    const written = roundTrip(input);
    expect(written).not.toMatch(RUNS);
    if (expected) expect(written).toBe(expected);
  });
});

describe('pasted rich HTML keeps only bold, italic, links, lists, quotes and paragraphs', () => {
  const paste = (html: string) => cleanEditorHtmlString(html, 'paste');

  it('turns other pages formatting into the editor own', () => {
    // Google Docs: a <b style="font-weight:normal"> round everything, bold and italic as styles.
    expect(paste('<b style="font-weight:normal" id="docs-internal-guid-1"><span style="font-weight:700">Bold</span> <span style="font-style:italic">it</span> plain</b>')).toBe('<p><strong>Bold</strong> <em>it</em> plain</p>');
    expect(paste('<h1>Heading</h1><div>Line</div><table><tr><td>cell</td></tr></table>')).toBe('<p>Heading</p><p>Line</p><p>cell</p>');
    expect(paste('<ul><li><p>one</p><p>more</p></li></ul>')).toBe('<ul><li>one<br>more</li></ul>');
  });

  it('leaves out what a toolbar cannot make: images, mentions, reply attributes, underline, code', () => {
    expect(paste('<p><img src="https://images.example/a.png">pic <u>u</u> <code>c</code> <span class="mention" data-user-id="2">@moderator</span></p><blockquote data-quote="x" data-post-id="1">q</blockquote>')).toBe(
      '<p>pic u c @moderator</p><blockquote>q</blockquote>',
    );
  });

  it.each(HOSTILE)('nothing of %s runs', (input) => {
    const cleaned = paste(input);
    expect(cleaned).not.toMatch(RUNS);
    expect(cleaned).not.toMatch(/<img\b/i);
  });
});

describe('reply quotes and mentions', () => {
  it('quotes a post without the quotes it held, with an empty line after it for the answer', () => {
    const editor = testEditor('<p>Earlier thought</p>');
    editor.update(() => $appendReplyQuote({ username: 'member', postId: 42, html: '<blockquote data-quote="rookie" data-post-id="1"><p>old</p></blockquote><p>Nice rig</p>' }), { discrete: true });
    expect(htmlOf(editor)).toBe('<p>Earlier thought</p><blockquote data-quote="member" data-post-id="42"><p>Nice rig</p></blockquote>');
    editor.getEditorState().read(() => {
      const last = $getRoot().getLastChild();
      expect($isElementNode(last) && last.getType()).toBe('paragraph');
    });
  });

  it('strips reply quotes from a post being edited but keeps plain quotes', () => {
    expect(stripReplyQuotes('<blockquote data-quote="member" data-post-id="3"><p>x</p></blockquote><p>my answer</p><blockquote><p>a saying</p></blockquote>')).toBe(
      '<p>my answer</p><blockquote><p>a saying</p></blockquote>',
    );
  });

  it('replaces the typed @name with the mention the API reads', () => {
    const editor = testEditor('<p>thanks @mo</p>');
    editor.update(
      () => {
        const text = $getRoot().getFirstDescendant();
        if ($isTextNode(text)) text.select(10, 10);
        expect($insertMention({ user_id: 2, username: 'moderator' }, 'mo')).toBe(true);
      },
      { discrete: true },
    );
    expect(htmlOf(editor)).toBe('<p>thanks <span class="mention" data-user-id="2">@moderator</span> </p>');
  });

  it('quote button: quotes the paragraph with the caret and takes the quote away again', () => {
    const editor = testEditor('<p>keep</p><p>quote me</p>');
    const caretInSecond = () => {
      const text = $getRoot().getLastChild();
      if ($isElementNode(text)) text.selectEnd();
    };
    editor.update(() => (caretInSecond(), $toggleQuote()), { discrete: true });
    expect(htmlOf(editor)).toBe('<p>keep</p><blockquote><p>quote me</p></blockquote>');
    editor.update(() => {
      const quote = $getRoot().getChildAtIndex(1);
      if ($isElementNode(quote)) quote.selectEnd();
      $toggleQuote();
    }, { discrete: true });
    expect(htmlOf(editor)).toBe('<p>keep</p><p>quote me</p>');
  });
});

describe('empty messages and links', () => {
  it('reads whitespace, zero-width spaces and empty paragraphs as empty; an image is not empty', () => {
    expect(isEmptyMessage('<p><br></p><p> \u200b&nbsp;</p>')).toBe(true);
    expect(isEmptyMessage('<p>hi</p>')).toBe(false);
    expect(isEmptyMessage('<p><img src="/a.png"></p>')).toBe(false);
  });

  it('accepts http, https and mailto, adds https to a bare address and refuses other schemes', () => {
    expect(normaliseLinkUrl('https://trail.example/a')).toBe('https://trail.example/a');
    expect(normaliseLinkUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(normaliseLinkUrl('trail.example/x')).toBe('https://trail.example/x');
    expect(normaliseLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkUrl('data:text/html,<script>')).toBeNull();
    expect(normaliseLinkUrl('  ')).toBeNull();
  });
});

describe('handler attributes never reach the parser', () => {
  it('takes them out of start tags, quoted or bare, and leaves text and other attributes alone', () => {
    expect(withoutHandlerAttributes('<p style="color:red" onclick="alert(1)">Trail <b>report</b></p><img src="x" onerror=alert(4)><svg ONLOAD=\'alert(5)\'></svg>')).toBe(
      '<p style="color:red">Trail <b>report</b></p><img src="x"><svg></svg>',
    );
    expect(withoutHandlerAttributes('<p>if a < b onclick=3 then stop</p>')).toBe('<p>if a < b onclick=3 then stop</p>');
    expect(withoutHandlerAttributes('<a href="https://maps.example/trail" onmouseover="alert(2)">map</a>')).toBe('<a href="https://maps.example/trail">map</a>');
  });
});
