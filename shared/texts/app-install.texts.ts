/** The install page, /app (issue 15). Only what the installed app really does. */
export const appInstallTexts = {
  title: 'Instale o Virada',
  lead: 'O Virada funciona no navegador, mas instalado ele fica a um toque, na tela inicial do seu celular, como qualquer aplicativo. Não precisa de loja de aplicativos.',

  installedTitle: 'O Virada já está instalado neste aparelho',
  installedLine: 'Você abriu o Virada pelo ícone da tela inicial. Está tudo certo por aqui.',
  installedGoHome: 'Ir para o meu painel',

  benefitsTitle: 'O que muda quando você instala',
  benefits: [
    {
      title: 'Funciona sem internet',
      text: 'O check-in, o diário, os jogos e a ajuda para a vontade de apostar abrem mesmo sem conexão. O que você registrar fica guardado no aparelho e é enviado quando a internet voltar.',
    },
    {
      title: 'Lembrete diário',
      text: 'Se quiser, uma notificação por dia, no horário que você escolher no seu perfil, para fazer o check-in. No iPhone, as notificações só funcionam com o Virada instalado na tela de início.',
    },
    {
      title: 'Um ícone na tela inicial',
      text: 'O Virada abre direto, em tela cheia, sem barra de endereço e sem precisar procurar o site.',
    },
  ],

  quickTitle: 'Instalar agora',
  installButton: 'Instalar',
  installHint: 'Seu navegador pode instalar o Virada com um toque.',
  installAccepted: 'Pronto! O Virada está sendo instalado. Procure o ícone na sua tela inicial.',
  installDismissed: 'Tudo bem. Você pode instalar quando quiser, por aqui ou pelo menu do navegador.',
  seeSteps: 'Ver o passo a passo',
  noPromptHint: 'Siga os passos do seu navegador logo abaixo: são só alguns toques.',

  stepsTitle: 'Passo a passo',
  stepsLead:
    'Escolha o seu celular e o navegador que você usa. Os nomes dos menus podem mudar um pouco de uma versão para outra.',
  pictureNote: 'Desenho ilustrativo, fora de escala.',
  guides: {
    chrome: {
      title: 'Android: Chrome',
      steps: [
        'Abra este endereço no Chrome.',
        'Toque no menu de três pontinhos (⋮), no canto de cima, à direita.',
        'Toque em “Instalar app” ou “Adicionar à tela inicial”.',
        'Confirme em “Instalar”. O ícone do Virada aparece na tela inicial.',
      ],
    },
    samsung: {
      title: 'Android: Samsung Internet',
      steps: [
        'Abra este endereço no Samsung Internet.',
        'Toque no menu de três linhas (☰), na barra de baixo, à direita.',
        'Toque em “Adicionar página a” e escolha “Tela inicial”.',
        'Confirme em “Adicionar”. O ícone do Virada aparece na tela inicial.',
      ],
    },
    safari: {
      title: 'iPhone: Safari',
      steps: [
        'Abra este endereço no Safari.',
        'Toque no botão de compartilhar (um quadrado com uma seta para cima), na barra de baixo.',
        'Role a lista e toque em “Adicionar à Tela de Início”.',
        'Toque em “Adicionar”, no canto de cima. O ícone do Virada aparece na tela de início.',
      ],
    },
  },
  menuAddToHome: 'Adicionar à tela inicial',
  menuInstall: 'Instalar app',
  menuAddPageTo: 'Adicionar página a',
  menuHomeScreen: 'Tela inicial',
  menuAddToHomeIos: 'Adicionar à Tela de Início',
  menuOther: ['Nova guia', 'Favoritos', 'Histórico'],
  confirmAdd: 'Adicionar',
  confirmInstall: 'Instalar',

  afterTitle: 'Depois de instalar',
  afterLine:
    'Abra o Virada pelo ícone. Se você já tem conta, entre uma vez com a internet ligada; depois o app abre mesmo sem conexão.',
  noAccount: 'Ainda não tem conta?',
  register: 'Cadastro gratis',
} as const;

export type InstallGuideId = keyof typeof appInstallTexts.guides;
