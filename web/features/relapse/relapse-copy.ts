/** The relapse dialog's words (spec §2 "Relapse dialog"; the bullets are ours, warm pt-BR). */
export const relapseCopy = {
  title: 'Registrar Recaída',
  description: 'Sem julgamentos. Registrar ajuda você a entender padrões e continuar sua jornada.',
  dateLabel: 'Quando aconteceu a recaída?',
  datePlaceholder: 'Selecione uma data',
  tagsLabel: 'O que estava acontecendo antes?',
  tagsHint: 'Opcional. Saber o que veio antes ajuda você a se preparar da próxima vez.',
  notesLabel: 'O que aconteceu? (opcional)',
  notesPlaceholder: 'O que levou à aposta? Como você estava se sentindo antes e depois?',
  rememberTitle: 'Lembre-se:',
  remember: [
    'Uma recaída não define quem você é nem apaga o caminho que você já percorreu.',
    'Cada dia é uma nova oportunidade de recomeçar.',
    'Registrar o que aconteceu exige coragem — e você teve.',
  ],
  helpTitle: 'Precisa de apoio imediato?',
  capsLink: 'Encontre um CAPS perto de você',
  capsLine: 'atendimento de saúde mental do SUS, gratuito',
  cancel: 'Cancelar',
  submit: 'Registrar',
  busy: 'Salvando...',
} as const;
