import './content-blocks.css';
import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import type { Block, Inline, WidgetName } from '../../content/content-types';

/** The interactive parts a text may hold, drawn where it says `::name`. */
export type ContentWidgets = Partial<Record<WidgetName, ComponentType>>;

/**
 * A guide's or a lesson's text (compiled at build time, web/content/markdown-plugin.ts) drawn
 * with the app's own elements: nothing in it is HTML. Links to the app's pages go through the
 * router; links out open in a new tab and say so.
 */
export function ContentBlocks({ blocks, widgets = {} }: { blocks: Block[]; widgets?: ContentWidgets }) {
  return <>{blocks.map((block, i) => renderBlock(block, i, widgets))}</>;
}

function renderBlock(block: Block, key: number, widgets: ContentWidgets): ReactNode {
  switch (block.t) {
    case 'h': {
      const Heading = block.level === 2 ? 'h2' : 'h3';
      return (
        <Heading key={key} id={block.id} className="content-heading">
          {inlines(block.c)}
        </Heading>
      );
    }
    case 'p':
      return <p key={key}>{inlines(block.c)}</p>;
    case 'list': {
      const items = block.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a compiled text never reorders
        <li key={i}>
          {item.length === 1 && item[0]?.t === 'p'
            ? inlines(item[0].c)
            : item.map((b, j) => renderBlock(b, j, widgets))}
        </li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'quote':
      return <blockquote key={key}>{block.c.map((b, i) => renderBlock(b, i, widgets))}</blockquote>;
    case 'table':
      return (
        <div key={key} className="content-table">
          <table>
            <thead>
              <tr>
                {block.head.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a compiled text never reorders
                  <th key={i} scope="col">
                    {inlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a compiled text never reorders
                <tr key={i}>
                  {row.map((cell, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a compiled text never reorders
                    <td key={j}>{inlines(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'hr':
      return <hr key={key} />;
    case 'widget': {
      const Widget = widgets[block.name];
      return Widget ? (
        <div key={key} className="content-widget">
          <Widget />
        </div>
      ) : null;
    }
  }
}

function inlines(list: Inline[]): ReactNode {
  return list.map((inline, i) => renderInline(inline, i));
}

function renderInline(inline: Inline, key: number): ReactNode {
  switch (inline.t) {
    case 'text':
      return inline.v;
    case 'strong':
      return <strong key={key}>{inlines(inline.c)}</strong>;
    case 'em':
      return <em key={key}>{inlines(inline.c)}</em>;
    case 'code':
      return <code key={key}>{inline.v}</code>;
    case 'br':
      return <br key={key} />;
    case 'link':
      return (
        <ContentLink key={key} href={inline.href}>
          {inlines(inline.c)}
        </ContentLink>
      );
  }
}

function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    const [path, hash] = href.split('#');
    return (
      <Link to={path} hash={hash}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('https://'))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (abre em outra aba)</span>
      </a>
    );
  return <a href={href}>{children}</a>;
}
