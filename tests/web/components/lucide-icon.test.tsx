import { Clock, Phone } from 'lucide-react';
import * as clockModule from 'lucide-react/dist/esm/icons/clock.mjs';
import * as phoneModule from 'lucide-react/dist/esm/icons/phone.mjs';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type LucideIconData } from '../../../web/components/icons/lucide-icon';

// The build draws lucide's icons with the app's runtime (web/components/icons/lucide-runtime.ts);
// the prerender step and these tests run in Node with lucide's own. Both must draw the same SVG.
/** The drawing each icon module passes to its runtime (lucide's types declare only the component). */
const iconDataOf = (module: object) => (module as { __iconData: LucideIconData }).__iconData;
const AppClock = createLucideIcon(iconDataOf(clockModule));
const AppPhone = createLucideIcon(iconDataOf(phoneModule));

type IconProps = ComponentProps<typeof Clock>;

/** The attributes of the one <svg> in `html`, as a map. */
function svgAttributes(html: string): Record<string, string> {
  const container = document.createElement('div');
  container.innerHTML = html;
  const svg = container.querySelector('svg')!;
  return Object.fromEntries([...svg.attributes].map((attribute) => [attribute.name, attribute.value]));
}

describe("the app's icon runtime", () => {
  const propsTheAppPasses: IconProps[] = [
    {},
    { size: 16 },
    { size: 20, 'aria-hidden': true },
    { size: 18, className: 'streak-icon' },
    { color: '#0f6b5c', strokeWidth: 1.5 },
    { 'aria-label': 'Ligar para o CVV' },
    { role: 'img' },
    { 'data-testid': 'ligar' } as IconProps,
  ];

  it.each(propsTheAppPasses)("draws what lucide's own runtime draws (props %o)", (props) => {
    expect(renderToStaticMarkup(<AppClock {...props} />)).toBe(renderToStaticMarkup(<Clock {...props} />));
    expect(renderToStaticMarkup(<AppPhone {...props} />)).toBe(renderToStaticMarkup(<Phone {...props} />));
  });

  it("draws lucide's SVG: its paths, 24×24 viewBox, round strokes and the icon's classes", () => {
    const html = renderToStaticMarkup(<AppClock size={16} className="streak-icon" />);
    expect(svgAttributes(html)).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '16',
      height: '16',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      class: 'lucide lucide-clock streak-icon',
      'aria-hidden': 'true',
    });
    expect(html).toContain('<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>');
  });

  it('hides an icon from screen readers unless it has a name, a title or a role', () => {
    expect(svgAttributes(renderToStaticMarkup(<AppPhone />))['aria-hidden']).toBe('true');
    const named = svgAttributes(renderToStaticMarkup(<AppPhone aria-label="Ligar para o CVV" />));
    expect(named['aria-hidden']).toBeUndefined();
    expect(svgAttributes(renderToStaticMarkup(<AppPhone role="img" />))['aria-hidden']).toBeUndefined();
    const titled = renderToStaticMarkup(
      <AppPhone>
        <title>Telefone</title>
      </AppPhone>,
    );
    expect(svgAttributes(titled)['aria-hidden']).toBeUndefined();
    expect(titled).toContain('<title>Telefone</title>');
  });
});
