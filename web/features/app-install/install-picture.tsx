import { EllipsisVertical, Menu, Share } from 'lucide-react';
import type { ReactNode } from 'react';
import { type InstallGuideId, appInstallTexts as t } from '../../../shared/texts/app-install.texts';

/**
 * A small drawing of a phone's browser (no vendor artwork, no image file): the bar with the menu
 * button to tap, and the menu with the item to choose, both marked. It repeats what the steps
 * say, so it is hidden from screen readers.
 */
export function InstallPicture({ guide }: { guide: InstallGuideId }) {
  const picture = PICTURES[guide];
  const bar = (
    <div className="install-pic-bar">
      <span className="install-pic-url">virada</span>
      <span className="install-pic-tap">{picture.icon}</span>
    </div>
  );
  return (
    <figure className="install-pic" data-bar={picture.barAtBottom ? 'bottom' : 'top'} aria-hidden="true">
      <div className="install-pic-phone">
        {!picture.barAtBottom && bar}
        <ul className="install-pic-menu">
          {picture.items.map((item) => (
            <li key={item} data-chosen={item === picture.chosen || undefined}>
              {item}
            </li>
          ))}
        </ul>
        {picture.barAtBottom && bar}
      </div>
      <figcaption className="install-pic-confirm">
        <span>{picture.confirm}</span>
      </figcaption>
    </figure>
  );
}

const PICTURES: Record<
  InstallGuideId,
  { icon: ReactNode; barAtBottom: boolean; items: readonly string[]; chosen: string; confirm: string }
> = {
  chrome: {
    icon: <EllipsisVertical size={16} />,
    barAtBottom: false,
    items: [t.menuOther[0], t.menuOther[2], t.menuInstall, t.menuOther[1]],
    chosen: t.menuInstall,
    confirm: t.confirmInstall,
  },
  samsung: {
    icon: <Menu size={16} />,
    barAtBottom: true,
    items: [t.menuOther[1], t.menuOther[2], t.menuAddPageTo, t.menuHomeScreen],
    chosen: t.menuHomeScreen,
    confirm: t.confirmAdd,
  },
  safari: {
    icon: <Share size={16} />,
    barAtBottom: true,
    items: [t.menuOther[1], t.menuAddToHomeIos],
    chosen: t.menuAddToHomeIos,
    confirm: t.confirmAdd,
  },
};
