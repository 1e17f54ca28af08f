import './learn.css';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { learnCategoryTitle } from '../../../shared/domain/learn';
import { learnPageTexts as t } from '../../../shared/texts/learn.texts';
import { ContentBlocks } from '../../components/content/content-blocks';
import { trackView } from '../../lib/analytics';
import { formatLongDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import type { LoadedGuide } from './content-loader';
import { rememberLastRead } from './last-read';
import { RelatedContent } from './related-content';

/** Guides this long get a table of contents at the top. */
const TOC_MIN_SECTIONS = 4;

/** /articles/$slug: one guide of the library, written in full, readable offline (issue 13). */
export function GuidePage({ guide }: { guide: LoadedGuide }) {
  const { meta } = guide.doc;
  usePageTitle(meta.title);
  useEffect(() => {
    trackView('content_viewed', `guide:${meta.slug}`);
    rememberLastRead({ href: `/articles/${meta.slug}`, title: meta.title, kind: 'guide' });
  }, [meta.slug, meta.title]);
  const sections = meta.sections.filter((s) => s.title !== 'Fontes');

  return (
    <article className="container page learn-article" aria-labelledby="page-title">
      <Link to="/learn" className="learn-back">
        <ArrowLeft size={16} aria-hidden="true" /> {t.back}
      </Link>
      <header className="learn-article-header">
        <p className="learn-category">{learnCategoryTitle(meta.category)}</p>
        <h1 id="page-title">{meta.title}</h1>
        <p className="learn-lead">{meta.description}</p>
        <p className="learn-meta muted">
          <Clock size={16} aria-hidden="true" /> {t.readingTime(meta.readingMinutes)} ·{' '}
          {t.updatedOn(formatLongDate(meta.updated))}
        </p>
      </header>
      {sections.length >= TOC_MIN_SECTIONS && (
        <nav className="learn-toc card" aria-labelledby="learn-toc-title">
          <h2 id="learn-toc-title" className="learn-toc-title">
            {t.tocTitle}
          </h2>
          <ol>
            {meta.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="content-body">
        <ContentBlocks blocks={guide.doc.blocks} widgets={guide.widgets} />
      </div>
      <RelatedContent category={meta.category} exceptHref={`/articles/${meta.slug}`} />
    </article>
  );
}
