/** Page copy of the check-in dialog (the spec fixes the errors; these are our words). */
export const checkinCopy = {
  title: 'Check-in diário',
  description: 'Como foi o seu dia? Leva menos de um minuto e ajuda você a enxergar seu progresso.',
  questionToday: 'Você apostou hoje?',
  questionOn: (date: string) => `Você apostou em ${date}?`,
  questionThatDay: 'Você apostou nesse dia?',
  /** When this device's calendar and ours are more than a day apart (issue 19, "Device clocks"). */
  dayQuestion: 'De que dia é este check-in?',
  dayHint: (device: string, server: string) =>
    `Este aparelho marca ${device}, e pelo relógio do Virada hoje é ${server}. Acontece com qualquer celular: é só escolher o dia certo.`,
  dayServer: (date: string) => `${date}, hoje pelo relógio do Virada`,
  dayDevice: (date: string) => `${date}, a data deste aparelho`,
  dayDeviceAhead: (date: string) => `${date}, a data deste aparelho (esse dia ainda não chegou)`,
  dayRequired: 'Escolha de que dia é este check-in',
  moodLabel: 'Como você está se sentindo?',
  tagsLabel: 'Algo mexeu com você?',
  notesLabel: 'Anotações (opcional)',
  notesPlaceholder: 'Algo que queira lembrar? Um gatilho, uma conquista, um sentimento…',
  submit: 'Registrar check-in',
  busy: 'Salvando...',
  cancel: 'Cancelar',
  successTitle: 'Check-in registrado',
  successClean: 'Mais um dia na sua jornada. Cada escolha conta — continue assim! 🌱',
  successRelapse: 'Obrigado por ser honesto. Amanhã é um novo dia, e você não está sozinho. 💙',
} as const;
