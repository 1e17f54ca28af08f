import type { ComponentType } from 'react';
import type { ContentWidgets } from '../../../components/content/content-blocks';
import type { Block, WidgetName } from '../../../content/content-types';

/** Each interactive part's code, loaded only by the pages whose text places it. */
const loaders: Record<WidgetName, () => Promise<ComponentType>> = {
  'assessment-button': () => import('./assessment-button').then((m) => m.AssessmentButton),
  'crisis-help': () => import('./crisis-help').then((m) => m.CrisisHelp),
  'medal-list': () => import('./medal-list').then((m) => m.MedalList),
  'budget-calculator': () => import('./budget-calculator').then((m) => m.BudgetCalculator),
  'breathing-timer': () =>
    import('../../../components/breathing/breathing-timer').then((m) => m.BreathingTimer),
};

function widgetNames(blocks: Block[], found = new Set<WidgetName>()): Set<WidgetName> {
  for (const block of blocks) {
    if (block.t === 'widget') found.add(block.name);
    else if (block.t === 'quote') widgetNames(block.c, found);
    else if (block.t === 'list') for (const item of block.items) widgetNames(item, found);
  }
  return found;
}

/**
 * The interactive parts a text places, loaded before the page is drawn: the page then draws
 * whole in one pass, at build time (prerender) and in the browser alike, with nothing popping in.
 */
export async function loadWidgets(blocks: Block[]): Promise<ContentWidgets> {
  const names = [...widgetNames(blocks)];
  const components = await Promise.all(names.map((name) => loaders[name]()));
  return Object.fromEntries(names.map((name, i) => [name, components[i]]));
}
