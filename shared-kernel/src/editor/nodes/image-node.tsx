import type { ReactNode } from 'react';
import { $applyNodeReplacement, DecoratorNode, type DOMConversionMap, type DOMExportOutput, type LexicalNode, type NodeKey, type SerializedLexicalNode, type SerializedPartial } from 'lexical';
import { isAllowedImageSrc } from '../post-html/link-urls';

export interface ImageAttributes {
  src: string;
  alt?: string;
  width?: number | null;
  height?: number | null;
}

export type SerializedImageNode = SerializedLexicalNode & ImageAttributes;

const dimension = (value: string | null) => (value && /^\d{1,5}$/.test(value) ? Number(value) : null);

/** The attribute of the stand-in that $nodesFromHtml puts where an <img> was (see there why). */
export const IMAGE_STAND_IN = 'data-editor-image';

function imageFrom(element: HTMLElement, prefix: string) {
  const src = element.getAttribute(`${prefix}src`);
  if (!isAllowedImageSrc(src)) return { node: null };
  return { node: $createImageNode({ src: src.trim(), alt: element.getAttribute(`${prefix}alt`) ?? '', width: dimension(element.getAttribute(`${prefix}width`)), height: dimension(element.getAttribute(`${prefix}height`)) }) };
}

/** An image in the text (inserted by its link, or in a post being edited): <img src alt width height>. */
export class ImageNode extends DecoratorNode<ReactNode> {
  __src: string;
  __alt: string;
  __width: number | null;
  __height: number | null;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode({ src: node.__src, alt: node.__alt, width: node.__width, height: node.__height }, node.__key);
  }

  constructor({ src, alt = '', width = null, height = null }: ImageAttributes, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
    this.__width = width;
    this.__height = height;
  }

  static override importJSON(json: SerializedPartial<SerializedImageNode>): ImageNode {
    return $createImageNode({ src: String(json.src ?? ''), alt: json.alt ?? '', width: json.width ?? null, height: json.height ?? null });
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', src: this.__src, alt: this.__alt, width: this.__width, height: this.__height };
  }

  getAttributes(): Required<ImageAttributes> {
    const latest = this.getLatest();
    return { src: latest.__src, alt: latest.__alt, width: latest.__width, height: latest.__height };
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      img: () => ({ conversion: (element: HTMLElement) => imageFrom(element, ''), priority: 0 }),
      span: (element: HTMLElement) => (element.hasAttribute(IMAGE_STAND_IN) ? { conversion: (stand: HTMLElement) => imageFrom(stand, `${IMAGE_STAND_IN}-`), priority: 2 } : null),
    };
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('img');
    element.setAttribute('src', this.__src);
    element.setAttribute('alt', this.__alt);
    if (this.__width) element.setAttribute('width', String(this.__width));
    if (this.__height) element.setAttribute('height', String(this.__height));
    return { element };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement('span');
    element.className = 'editor-image';
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): true {
    return true;
  }

  override getTextContent(): string {
    return '';
  }

  override decorate(): ReactNode {
    return <img src={this.__src} alt={this.__alt} width={this.__width ?? undefined} height={this.__height ?? undefined} draggable={false} />;
  }
}

export function $createImageNode(attributes: ImageAttributes): ImageNode {
  return $applyNodeReplacement(new ImageNode(attributes));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
