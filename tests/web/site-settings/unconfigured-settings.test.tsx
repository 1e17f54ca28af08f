import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteInfo } from '../../../shared/site-info';

vi.mock('@tanstack/react-router', () => ({
  Link: (props: { to: string; params?: { slug: string }; children: ReactNode; className?: string }) => (
    <a href={props.to.replace('$slug', props.params?.slug ?? '')} className={props.className}>
      {props.children}
    </a>
  ),
}));

let info: SiteInfo | null = null;
vi.mock('../../../web/lib/use-site-info', () => ({ useSiteInfo: () => info }));

const { LandingFooter } = await import('../../../web/components/landing-footer');
const { BlockerButton, BlockerCard } = await import('../../../web/features/blocker/blocker-entry');

// As SiteInfo: the contact page is adding a field (privacyEmail) in the same tree right now.
const siteInfo = (company: SiteInfo['company'], blockerWhatsapp: string): SiteInfo =>
  ({
    company,
    links: {
      supportGroups: 'https://a.example/',
      debtPartner: 'https://b.example/',
      blockerWhatsapp,
      communityGroup: '',
    },
    contactEmail: 'contato@example.com',
    privacyEmail: null,
  }) as SiteInfo;

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Issue 15 part 6: not configured, no made-up company name, CNPJ or WhatsApp number is shown. */
describe('the footer', () => {
  it('shows no CNPJ line and no company name when they are not configured', () => {
    info = siteInfo({ legalName: '', cnpj: '' }, '');
    const { container } = render(<LandingFooter />);
    expect(container.textContent).not.toMatch(/CNPJ/);
    expect(container.textContent).not.toMatch(/Ltda/);
    expect(screen.getByText(/© \d{4} Virada/)).toBeTruthy();
  });

  it('shows them once configured', () => {
    info = siteInfo({ legalName: 'Virada Saúde Ltda.', cnpj: '11.222.333/0001-81' }, '');
    render(<LandingFooter />);
    expect(screen.getByText(/Virada Saúde Ltda\./)).toBeTruthy();
    expect(screen.getByText('CNPJ 11.222.333/0001-81')).toBeTruthy();
  });
});

describe('the blocker app on Android', () => {
  it('without a WhatsApp number, the entries lead to the blocking guide, not to a request', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    info = siteInfo({ legalName: '', cnpj: '' }, '');
    render(
      <>
        <BlockerButton onOpen={() => {}} />
        <BlockerCard onOpen={() => {}} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /app bloqueador/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver como bloquear' }).getAttribute('href')).toBe(
      '/articles/gambling-blockers',
    );
  });

  it('with a number, they open the request dialog', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    info = siteInfo({ legalName: '', cnpj: '' }, '5521988887777');
    const onOpen = vi.fn();
    render(<BlockerCard onOpen={onOpen} />);
    screen.getByRole('button', { name: 'Quero o app bloqueador' }).click();
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
