import { $applyNodeReplacement, TextNode, type DOMConversionMap, type DOMExportOutput, type EditorConfig, type LexicalNode, type NodeKey, type SerializedPartial, type SerializedTextNode } from 'lexical';

export type SerializedMentionNode = SerializedTextNode & { userId: number };

/**
 * An @mention as the site stores it: <span class="mention" data-user-id="N">@name</span> (the API
 * reads these to alert the member). One token: the caret steps over it and Backspace takes it whole.
 */
export class MentionNode extends TextNode {
  __userId: number;

  static override getType(): string {
    return 'mention';
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__userId, node.__text, node.__key);
  }

  constructor(userId: number, text: string, key?: NodeKey) {
    super(text, key);
    this.__userId = userId;
  }

  static override importJSON(json: SerializedPartial<SerializedMentionNode>): MentionNode {
    return $createMentionNode(Number(json.userId), String(json.text ?? '').replace(/^@/, ''));
  }

  override exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), type: 'mention', userId: this.__userId };
  }

  getUserId(): number {
    return this.getLatest().__userId;
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const element = super.createDOM(config);
    element.classList.add('mention');
    element.setAttribute('data-user-id', String(this.__userId));
    return element;
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('span');
    element.className = 'mention';
    element.setAttribute('data-user-id', String(this.__userId));
    element.textContent = this.getTextContent();
    return { element };
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      span: (element: HTMLElement) => {
        const userId = element.getAttribute('data-user-id');
        if (!element.classList.contains('mention') || !userId || !/^\d+$/.test(userId)) return null;
        return {
          conversion: () => ({ node: $createMentionNode(Number(userId), (element.textContent ?? '').replace(/^@/, '')) }),
          priority: 1,
        };
      },
    };
  }

  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }
}

export function $createMentionNode(userId: number, username: string): MentionNode {
  return $applyNodeReplacement(new MentionNode(userId, `@${username}`).setMode('token'));
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}
