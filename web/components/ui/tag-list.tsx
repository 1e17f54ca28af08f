import './tag-list.css';
import { memo } from 'react';
import { tagLabel } from '../../../shared/domain/triggers';
import { tagPickerTexts } from '../../../shared/texts/trigger.texts';

/** A record's trigger tags as small labels: the catalogue's words, or the member's own. */
export const TagList = memo(function TagList({
  tags,
  label = tagPickerTexts.listLabel,
}: {
  tags: readonly string[];
  label?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tagLabel(tag)}</li>
      ))}
    </ul>
  );
});
