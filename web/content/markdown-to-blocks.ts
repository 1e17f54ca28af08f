import type { Nodes as MdastNode, PhrasingContent, Root, RootContent } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import { searchKey } from '../../shared/domain/search-text';
import { type Block, type Inline, isWidgetName, type SectionLink, WIDGET_NAMES } from './content-types';

/**
 * Markdown → the app's blocks (content-types.ts), at build time. Only what the content format
 * allows (web/content/README.md) comes through; anything else (raw HTML, images, code blocks,
 * headings other than ## and ###, a link that is neither an app path nor https) fails the build
 * with the file and the line, so a mistake is seen in review, not by a member.
 */
export class ContentError extends Error {}

export interface CompiledBody {
  blocks: Block[];
  sections: SectionLink[];
  /** Every word, whitespace collapsed (for search and the reading time). */
  text: string;
}

export function compileMarkdown(markdown: string, file: string): CompiledBody {
  const tree: Root = fromMarkdown(markdown, {
    extensions: [gfm(), directive()],
    mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown()],
  });
  const context = new Context(file);
  const blocks = tree.children.flatMap((node) => context.block(node));
  return { blocks, sections: context.sections, text: plainText(blocks) };
}

class Context {
  readonly sections: SectionLink[] = [];
  private readonly ids = new Set<string>();

  constructor(private readonly file: string) {}

  block(node: RootContent): Block[] {
    switch (node.type) {
      case 'heading': {
        if (node.depth !== 2 && node.depth !== 3)
          this.fail(node, 'use ## and ### only (the title is the h1)');
        const c = this.inlines(node.children);
        const id = this.headingId(inlineText(c));
        if (node.depth === 2) this.sections.push({ id, title: inlineText(c) });
        return [{ t: 'h', level: node.depth as 2 | 3, id, c }];
      }
      case 'paragraph':
        return [{ t: 'p', c: this.inlines(node.children) }];
      case 'list':
        return [
          {
            t: 'list',
            ordered: node.ordered === true,
            start: node.start ?? 1,
            items: node.children.map((item) => item.children.flatMap((child) => this.block(child))),
          },
        ];
      case 'blockquote':
        return [{ t: 'quote', c: node.children.flatMap((child) => this.block(child)) }];
      case 'table': {
        const [head, ...rows] = node.children.map((row) =>
          row.children.map((cell) => this.inlines(cell.children)),
        );
        return [{ t: 'table', head: head ?? [], rows }];
      }
      case 'thematicBreak':
        return [{ t: 'hr' }];
      case 'leafDirective':
        if (!isWidgetName(node.name))
          this.fail(node, `unknown interactive part ::${node.name} (known: ${WIDGET_NAMES.join(', ')})`);
        return [{ t: 'widget', name: node.name }];
      case 'definition':
        return [];
      default:
        return this.fail(node, `${node.type} is not allowed in content`);
    }
  }

  inlines(nodes: PhrasingContent[]): Inline[] {
    return mergeText(nodes.flatMap((node) => this.inline(node)));
  }

  private inline(node: PhrasingContent): Inline[] {
    switch (node.type) {
      case 'text':
        return [{ t: 'text', v: node.value }];
      case 'strong':
      case 'emphasis':
        return [{ t: node.type === 'strong' ? 'strong' : 'em', c: this.inlines(node.children) }];
      case 'delete':
        return this.inlines(node.children);
      case 'inlineCode':
        return [{ t: 'code', v: node.value }];
      case 'break':
        return [{ t: 'br' }];
      case 'link':
        return [{ t: 'link', href: this.href(node, node.url), c: this.inlines(node.children) }];
      // `:word` in running text is text, not a directive (e.g. "Atenção:agora").
      case 'textDirective':
        return [{ t: 'text', v: `:${node.name}` }, ...this.inlines(node.children)];
      default:
        return this.fail(node, `${node.type} is not allowed in content`);
    }
  }

  private href(node: MdastNode, url: string): string {
    if (/^(\/(?!\/)|#|https:\/\/|tel:\d+$|mailto:)/.test(url)) return url;
    return this.fail(node, `link "${url}": use an app path (/journal) or an https:// address`);
  }

  private headingId(text: string): string {
    const base =
      searchKey(text)
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'secao';
    let id = base;
    for (let n = 2; this.ids.has(id); n++) id = `${base}-${n}`;
    this.ids.add(id);
    return id;
  }

  private fail(node: MdastNode, message: string): never {
    throw new ContentError(`${this.file}:${node.position?.start.line ?? '?'}: ${message}`);
  }
}

function mergeText(inlines: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const inline of inlines) {
    const last = merged.at(-1);
    if (inline.t === 'text' && last?.t === 'text') last.v += inline.v;
    else merged.push(inline);
  }
  return merged;
}

export function inlineText(inlines: Inline[]): string {
  return inlines
    .map((inline) => {
      if (inline.t === 'text' || inline.t === 'code') return inline.v;
      if (inline.t === 'br') return ' ';
      return inlineText(inline.c);
    })
    .join('');
}

function blockText(block: Block): string {
  switch (block.t) {
    case 'h':
    case 'p':
      return inlineText(block.c);
    case 'list':
      return block.items.map((item) => item.map(blockText).join(' ')).join(' ');
    case 'quote':
      return block.c.map(blockText).join(' ');
    case 'table':
      return [block.head, ...block.rows].map((row) => row.map(inlineText).join(' ')).join(' ');
    default:
      return '';
  }
}

/** The blocks' words, whitespace collapsed. */
export function plainText(blocks: Block[]): string {
  return blocks.map(blockText).join(' ').replace(/\s+/g, ' ').trim();
}

/** Minutes to read `text` at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
