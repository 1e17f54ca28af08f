/** The CAPS finder, /caps (issue 14). */
export const capsTexts = {
  title: 'Encontre ajuda perto de você',
  lead: 'O CAPS (Centro de Atenção Psicossocial) é o serviço de saúde mental do SUS: público e gratuito.',
  helpLabel: 'Ajuda agora',
  helpFirst:
    'Se está muito difícil agora, você não precisa esperar: ligue para o CVV, a qualquer hora, ou para o SAMU numa emergência.',

  searchTitle: 'Procure pela sua cidade',
  cityLabel: 'Sua cidade',
  cityPlaceholder: 'Ex.: Campinas, São José - SC',
  cityHint: 'Digite o nome e escolha na lista. Funciona sem internet.',
  suggestionsLabel: 'Cidades encontradas',
  suggestionCaps: (n: number) => (n === 0 ? 'sem CAPS na lista' : n === 1 ? '1 CAPS' : `${n} CAPS`),
  suggestionCount: (n: number) =>
    n === 0 ? 'Nenhuma cidade encontrada' : n === 1 ? '1 cidade encontrada' : `${n} cidades encontradas`,
  noCity: (typed: string) => `Não encontramos “${typed}”. Confira o nome ou tente só o começo dele.`,
  or: 'ou',
  useLocation: 'Usar minha localização',
  locating: 'Procurando sua localização…',
  locationPrivacy: 'Sua localização fica só neste aparelho: nada é enviado a ninguém.',
  locationDenied:
    'Sem permissão para usar sua localização. Você pode digitar sua cidade acima, ou permitir a localização nas configurações do navegador.',
  locationUnavailable: 'Não foi possível descobrir sua localização agora. Digite sua cidade acima.',
  locationTimeout: 'A localização demorou demais para chegar. Tente de novo ou digite sua cidade acima.',
  locationUnsupported: 'Este navegador não informa a localização. Digite sua cidade acima.',
  dataLoading: 'Carregando a lista de cidades…',
  dataFailed: 'Não foi possível carregar a lista de cidades. Verifique a conexão e tente de novo.',
  retry: 'Tentar de novo',

  resultsFromCity: (city: string, uf: string) => `Perto de ${city} (${uf})`,
  resultsFromHere: 'Perto de você',
  cityHasCaps: (city: string, n: number) => (n === 1 ? `${city} tem 1 CAPS.` : `${city} tem ${n} CAPS.`),
  cityWithoutCaps: (city: string) =>
    `Nesta lista, ${city} não tem CAPS. Estas são as cidades mais perto que têm:`,
  fromHereLine: 'As cidades com CAPS mais perto de onde você está:',
  sameCity: 'na cidade escolhida',
  distance: (km: string) => `a ${km} km`,
  capsCount: (n: number) => (n === 1 ? '1 CAPS' : `${n} CAPS`),
  mapLink: 'Ver no mapa',
  opensElsewhere: '(abre o Google Maps em outra aba)',
  mapOffline:
    'Sem internet agora: o link do mapa precisa de conexão. A lista e as distâncias funcionam assim mesmo.',

  nextTitle: 'E agora?',
  nextCall: (city: string) =>
    `Para saber o endereço e o horário, ligue para a Secretaria Municipal de Saúde de ${city} ou procure o posto de saúde (UBS) mais perto, que também pode orientar você.`,
  nextDisque: 'Disque Saúde 136',
  nextDisqueLine: 'o telefone do Ministério da Saúde, com ligação gratuita.',
  nextCallDisque: 'Ligar 136',

  aboutTitle: 'Sobre estes dados',
  aboutKinds: 'O CAPS AD é o CAPS que cuida de problemas com álcool e outras drogas.',
  aboutCount: 'A lista conta quantos CAPS cada município tem; não traz endereços, telefones nem horários.',
  aboutSource:
    'Os números vêm do CNES/DATASUS (Ministério da Saúde), pelo repositório público fahadkalil/t_mentais_datasus, que não informa de que data são: um CAPS pode ter aberto ou fechado depois.',
  aboutDistance:
    'As distâncias são em linha reta até o centro de cada município, não o caminho de carro ou de ônibus.',
  aboutOffline: 'A lista fica guardada no aparelho e funciona sem internet.',
} as const;
