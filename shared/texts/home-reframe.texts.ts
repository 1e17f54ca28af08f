/**
 * The alternative home, /home-reframe (issue 15): for someone who arrives in crisis or after a big
 * loss. Calm, no shame; the help lines first.
 */
export const homeReframeTexts = {
  pageTitle: 'Você não está sozinho(a)',
  title: 'Você não está sozinho(a)',
  lead: 'Se você acabou de perder muito dinheiro, ou se está difícil agora, respire. Aqui ninguém vai julgar você. Perder o controle das apostas acontece com muita gente, e dá para recomeçar.',
  helpLabel: 'Ajuda agora',
  helpFirst:
    'Se a angústia estiver pesando demais, fale com alguém agora. A ligação para o CVV é gratuita, a qualquer hora.',

  stepTitle: 'Um passo para agora',
  stepLead: 'Não precisa resolver tudo hoje. Escolha só uma destas coisas:',
  steps: {
    block: {
      title: 'Bloquear os sites e apps de aposta',
      text: 'Tirar o acesso é a forma mais rápida de se proteger enquanto a vontade passa. O guia mostra como, passo a passo.',
      link: 'Ver como bloquear',
    },
    talk: {
      title: 'Conversar com alguém',
      text: 'O CVV escuta sem julgar, 24 horas. Se preferir escrever, o copiloto do Virada ajuda você a atravessar este momento. E o CAPS, do SUS, atende de graça.',
      call: 'Ligar 188 (CVV)',
      copilot: 'Falar com o copiloto',
      caps: 'Encontrar um CAPS',
    },
    register: {
      title: 'Registrar sem julgamento',
      text: 'Crie sua conta e conte como está. Errar não faz de você uma pessoa fraca: cada dia é um recomeço.',
      link: 'Criar minha conta grátis',
    },
  },

  aboutTitle: 'O que é o Virada',
  about:
    'O Virada é um apoio gratuito para parar ou reduzir as apostas: check-ins diários, a conta do dinheiro que você deixa de perder, uma comunidade anônima e psicólogos especializados. Funciona no celular, mesmo sem internet.',
  signUp: 'Cadastro gratis',
  signUpNote: 'Leva cerca de 3 minutos',
  haveAccount: 'Já tenho conta',
  moreAbout: 'Conhecer o Virada',
} as const;
