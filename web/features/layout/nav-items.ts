import type { StoredUser } from '../../lib/stored-user';

export type NavItem =
  | {
      kind: 'link';
      label: string;
      to: string;
      /**
       * Preloaded (code and loader) as soon as the phone menu opens (menu-preload.ts): for a page
       * whose first screen needs its own code and a read of the device's database (Meu Diário).
       */
      preloadWithMenu?: true;
    }
  /** Scrolls to a section of the landing page (navigating there first when elsewhere). */
  | { kind: 'section'; label: string; sectionId: string };

/** Spec §2 "Navigation bar": logged out. */
const visitorItems: NavItem[] = [
  { kind: 'link', label: 'Início', to: '/' },
  { kind: 'link', label: 'Conteúdo', to: '/learn' },
  { kind: 'section', label: 'Benefícios', sectionId: 'recursos-galacticos' },
  { kind: 'section', label: 'Passo a Passo', sectionId: 'passo-a-passo' },
  { kind: 'link', label: 'Contato', to: '/contato' },
];

/** Spec §2: member. */
const memberItems: NavItem[] = [
  { kind: 'link', label: 'Painel', to: '/dashboard' },
  { kind: 'link', label: 'Forum', to: '/community' },
  { kind: 'link', label: 'Meu Diário', to: '/journal', preloadWithMenu: true },
  { kind: 'link', label: 'Conteúdo', to: '/learn' },
  { kind: 'link', label: 'Chat', to: '/chat' },
  { kind: 'link', label: 'Contato', to: '/contato' },
];

/** Spec §2: psychologist. */
const psychologistItems: NavItem[] = [
  { kind: 'link', label: 'Painel', to: '/psychologist-dashboard' },
  { kind: 'link', label: 'Forum', to: '/community' },
  { kind: 'link', label: 'Chat', to: '/chat' },
  { kind: 'link', label: 'Contato', to: '/contato' },
];

export interface NavModel {
  items: NavItem[];
  profilePath: string | null;
}

/** Which navigation a person sees. Staff see the member bar plus the admin area. */
export function navFor(user: StoredUser | null): NavModel {
  if (!user) return { items: visitorItems, profilePath: null };
  if (user.userType === 'psychologist')
    return { items: psychologistItems, profilePath: '/therapist-profile' };
  if (user.userType === 'admin') {
    return {
      items: [
        ...memberItems,
        { kind: 'link', label: 'Admin', to: '/admin/analytics' },
        { kind: 'link', label: 'Moderação', to: '/admin/moderation' },
        { kind: 'link', label: 'Webinars', to: '/admin/webinars' },
      ],
      profilePath: '/profile',
    };
  }
  return { items: memberItems, profilePath: '/profile' };
}
