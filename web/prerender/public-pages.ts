import { NOT_FOUND_FILE } from '../../shared/web-build';
import { readLibrary } from '../content/markdown-plugin';

/**
 * The pages rendered to HTML at build time (issue 11): those that need no account. Each is
 * written to `file` in the build and served for its path (sync-server/http/static-files.ts, and
 * offline by the service worker), so its text and layout paint before any JavaScript runs. The
 * title comes from the page itself (usePageTitle); the description is what search engines and
 * link previews show.
 */
export interface PublicPage {
  path: string;
  file: string;
  description: string;
  /** Where search engines should send people instead (a page that redirects). */
  canonicalPath?: string;
}

const HOME_DESCRIPTION =
  'Apoio gratuito para parar ou reduzir as apostas: check-ins diários, metas, conquistas, comunidade anônima e ajuda em crise (CVV 188).';

export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', file: 'index.html', description: HOME_DESCRIPTION },
  {
    path: '/login',
    file: 'login.html',
    description: 'Entre na sua conta do Virada e continue sua jornada para longe das apostas.',
  },
  {
    path: '/register',
    file: 'register.html',
    description:
      'Crie sua conta gratuita no Virada e comece hoje a parar ou reduzir as apostas, no seu ritmo.',
  },
  {
    path: '/simple-register',
    file: 'simple-register.html',
    description: 'Cadastro rápido e gratuito no Virada: comece agora a contar seus dias sem apostas.',
  },
  {
    path: '/forgot-password',
    file: 'forgot-password.html',
    description: 'Esqueceu sua senha? Receba por e-mail um link para criar uma nova e voltar ao Virada.',
  },
  {
    path: '/psychologist',
    file: 'psychologist.html',
    description:
      'Para psicólogos: acompanhe, com o consentimento deles, clientes que estão deixando as apostas, com os dados protegidos pela LGPD.',
  },
  {
    path: '/psychologist-login',
    file: 'psychologist-login.html',
    description: 'Entrada da área do psicólogo no Virada.',
  },
  {
    path: '/psychologist-register',
    file: 'psychologist-register.html',
    description:
      'Cadastre-se como psicólogo no Virada: seu CRP é verificado antes de você acompanhar clientes.',
  },
  {
    path: '/termos',
    file: 'termos.html',
    description: 'Termos de uso e política de privacidade do Virada, de acordo com a LGPD.',
  },
  { path: '/contato', file: 'contato.html', description: 'Fale com a equipe do Virada.' },
  {
    path: '/app',
    file: 'app.html',
    description: 'Instale o Virada no celular: ele abre direto da tela inicial e funciona sem internet.',
  },
  {
    path: '/home-reframe',
    file: 'home-reframe.html',
    description:
      'Perdeu muito nas apostas ou está difícil agora? Você não está sozinho(a): CVV 188, um passo para hoje e apoio gratuito, sem julgamentos.',
  },
  {
    path: '/learn',
    file: 'learn.html',
    description:
      'Guias, cursos e webinars gratuitos para entender as apostas, cuidar do dinheiro e atravessar a vontade de apostar. Funciona sem internet.',
  },
  {
    path: '/chess',
    file: 'chess.html',
    description:
      'Xadrez contra o computador, com quatro níveis, para ocupar a cabeça enquanto a vontade de apostar passa. Sem pontos nem prêmios; funciona sem internet.',
  },
  {
    path: '/jogos',
    file: 'jogos.html',
    description:
      'Para a vontade passar: surfar a vontade, respirar e jogos calmos, sem apostas nem prêmios. Funciona sem internet, com o CVV 188 sempre à mão.',
  },
  {
    path: '/copiloto',
    file: 'copiloto.html',
    description:
      'Copiloto do Virada: um apoio para a vontade de apostar, uma aposta que acabou de acontecer, as dívidas ou a vontade de falar com alguém. Funciona sem internet, com o CVV 188 sempre à mão.',
  },
  {
    path: '/caps',
    file: 'caps.html',
    description:
      'Encontre o CAPS (Centro de Atenção Psicossocial, serviço de saúde mental do SUS, gratuito) mais perto da sua cidade ou de onde você está. Funciona sem internet.',
  },
];

/** Each guide of the library (issue 13), described by its own text's frontmatter. */
export function guidePages(contentDir: string): PublicPage[] {
  return readLibrary(contentDir).catalog.guides.map((guide) => ({
    path: `/articles/${guide.slug}`,
    file: `articles/${guide.slug}.html`,
    description: guide.description,
  }));
}

/** The page drawn for any path the app does not know, served with status 404. */
export const NOT_FOUND_PAGE: PublicPage = {
  path: '/__pagina-que-nao-existe__',
  file: NOT_FOUND_FILE,
  description: 'Página não encontrada no Virada.',
};
