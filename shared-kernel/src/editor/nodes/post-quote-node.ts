import { $applyNodeReplacement, $createParagraphNode, $isElementNode, ElementNode, type DOMConversionMap, type DOMExportOutput, type LexicalNode, type NodeKey, type SerializedElementNode, type SerializedPartial } from 'lexical';

/** Who said it and which post: present on a reply quote, absent on a quote the writer made themselves. */
export interface QuoteSource {
  username: string;
  postId: number | null;
}

export type SerializedPostQuoteNode = SerializedElementNode & { quote: QuoteSource | null };

/**
 * A quote holding whole paragraphs and lists, as posts have always stored them:
 * <blockquote><p>…</p></blockquote>, and for a reply quote (spec §5)
 * <blockquote data-quote="username" data-post-id="N">…</blockquote>, which the API reads to alert
 * the quoted member. Its children are blocks (a shadow root, like a table cell).
 */
export class PostQuoteNode extends ElementNode {
  __quote: QuoteSource | null;

  static override getType(): string {
    return 'post-quote';
  }

  static override clone(node: PostQuoteNode): PostQuoteNode {
    return new PostQuoteNode(node.__quote, node.__key);
  }

  constructor(quote: QuoteSource | null = null, key?: NodeKey) {
    super(key);
    this.__quote = quote;
  }

  static override importJSON(json: SerializedPartial<SerializedPostQuoteNode>): PostQuoteNode {
    return $createPostQuoteNode(json.quote ?? null);
  }

  override exportJSON(): SerializedPostQuoteNode {
    return { ...super.exportJSON(), type: 'post-quote', quote: this.__quote };
  }

  getQuote(): QuoteSource | null {
    return this.getLatest().__quote;
  }

  override createDOM(): HTMLElement {
    return quoteElement(this.__quote);
  }

  override updateDOM(previous: PostQuoteNode): boolean {
    return previous.__quote?.username !== this.__quote?.username || previous.__quote?.postId !== this.__quote?.postId;
  }

  override exportDOM(): DOMExportOutput {
    return { element: quoteElement(this.__quote) };
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      blockquote: () => ({
        conversion: (element: HTMLElement) => {
          const username = element.getAttribute('data-quote');
          const postId = element.getAttribute('data-post-id');
          return { node: $createPostQuoteNode(username ? { username, postId: postId && /^\d+$/.test(postId) ? Number(postId) : null } : null) };
        },
        priority: 1,
      }),
    };
  }

  override isShadowRoot(): boolean {
    return true;
  }

  override canBeEmpty(): false {
    return false;
  }

  override canIndent(): false {
    return false;
  }

  /** Backspace at its very start takes the quote away and keeps what it held. */
  override collapseAtStart(): true {
    for (const child of this.getChildren()) this.insertBefore(child);
    this.remove();
    return true;
  }
}

function quoteElement(quote: QuoteSource | null): HTMLElement {
  const element = document.createElement('blockquote');
  if (quote) {
    element.setAttribute('data-quote', quote.username);
    if (quote.postId !== null) element.setAttribute('data-post-id', String(quote.postId));
  }
  return element;
}

export function $createPostQuoteNode(quote: QuoteSource | null = null): PostQuoteNode {
  return $applyNodeReplacement(new PostQuoteNode(quote));
}

export function $isPostQuoteNode(node: LexicalNode | null | undefined): node is PostQuoteNode {
  return node instanceof PostQuoteNode;
}

/** Keeps a quote's children blocks: loose text in it is gathered into paragraphs. */
export function $normalisePostQuote(quote: PostQuoteNode): void {
  let paragraph: ElementNode | null = null;
  for (const child of quote.getChildren()) {
    const isBlock = ($isElementNode(child) && !child.isInline()) || (!$isElementNode(child) && !child.isInline());
    if (isBlock) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      paragraph = $createParagraphNode();
      child.insertBefore(paragraph);
    }
    paragraph.append(child);
  }
}
