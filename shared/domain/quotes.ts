/**
 * The daily motivational quote (spec §2: one of 50, chosen by day of year modulo 50). The quotes
 * are original, written for Virada: warm, non-judgemental, no attributions, no religious content,
 * no promise of a cure.
 */
import { DAILY_QUOTE_COUNT } from '../constants';
import { dayOfYear, resolveTimeZone, todayIn } from './zoned';

export const DAILY_QUOTES: readonly string[] = Object.freeze([
  'Um dia de cada vez. Hoje é o único dia que você precisa vencer.',
  'Recair não apaga o caminho que você já percorreu.',
  'Cada real que fica com você é um pedaço do seu futuro de volta.',
  'Pedir ajuda não é fraqueza: é uma das formas mais fortes de coragem.',
  'Você não precisa ter tudo resolvido. Só precisa dar o próximo passo.',
  'A vontade de apostar passa. A sua decisão de cuidar de si pode ficar.',
  'Hoje você pode escolher diferente de ontem. E isso já é muito.',
  'Seu valor não está no saldo de nenhuma aposta.',
  'Respire fundo. A vontade é uma onda: ela sobe, mas também desce.',
  'Cada dia sem apostar é um presente que você dá a si mesmo.',
  'Falar sobre o que você sente tira o peso de carregar sozinho.',
  'A recuperação não é uma linha reta, e tudo bem.',
  'O dinheiro que você guarda hoje pode virar um sonho amanhã.',
  'Você merece paz, não a ansiedade do próximo resultado.',
  'Ser honesto consigo mesmo é o começo de toda virada.',
  'Pequenas vitórias, somadas, mudam uma vida inteira.',
  'Não existe dia perdido quando você aprende algo sobre si.',
  'Quem está ao seu lado quer ver você bem. Deixe que ajudem.',
  'Sua história não termina em uma recaída. Ela continua com você.',
  'Hoje, a melhor aposta é em você mesmo, sem fichas e sem risco.',
  'Cuidar da mente também é cuidar do bolso, e vice-versa.',
  'Você já atravessou dias difíceis antes. Este também vai passar.',
  'Recomeçar é um ato de coragem, não de derrota.',
  'O tempo que você recupera é tão valioso quanto o dinheiro.',
  'Quando a vontade apertar, ligue para alguém. Você não está sozinho.',
  'Trocar a tela por uma caminhada já é uma pequena vitória.',
  'Não se compare com ninguém: o seu ritmo é o ritmo certo.',
  'Cada check-in é um momento de cuidado com você.',
  'A sorte que importa é a que você constrói com escolhas diárias.',
  'Perdoar a si mesmo abre espaço para seguir em frente.',
  'As contas em dia trazem um tipo de tranquilidade que nenhum prêmio traz.',
  'Dizer "hoje não" já é uma forma de dizer "sim" para a sua vida.',
  'Você é maior do que qualquer impulso.',
  'Procurar um profissional é um passo de quem leva a própria vida a sério.',
  'Reconhecer um gatilho é meio caminho para desarmá-lo.',
  'Hoje você pode ser gentil consigo mesmo.',
  'O dinheiro recuperado conta uma história nova: a sua.',
  'Não precisa ser perfeito. Precisa ser verdadeiro.',
  'Quanto mais você se conhece, menos o jogo decide por você.',
  'Um passo pequeno ainda é um passo para frente.',
  'Sua família, seus amigos e seus planos também estão ganhando com você.',
  'Você tem o direito de viver sem medo da próxima fatura.',
  'Dias difíceis não cancelam o seu progresso.',
  'Se hoje foi pesado, amanhã é uma nova oportunidade.',
  'Uma conversa sincera pode ser o início de um grande alívio.',
  'A calma que você está buscando não está em nenhuma aposta.',
  'Registrar como você está é um jeito de se escutar.',
  'O que você está construindo é mais forte do que a vontade de agora.',
  'Cada manhã traz uma nova chance de escolher a si mesmo.',
  'Você começou. E começar é a parte mais corajosa.',
]);

/** Index of the day's quote: 1-based day of year (1 January = 1, like date-fns getDayOfYear) modulo 50. */
export function dailyQuoteIndex(now: Date, timeZone: string): number {
  return dayOfYear(todayIn(resolveTimeZone(timeZone), now)) % DAILY_QUOTE_COUNT;
}

/** The quote for the member's local day (the same all day long, on server and client). */
export function dailyQuote(now: Date, timeZone: string): string {
  return DAILY_QUOTES[dailyQuoteIndex(now, timeZone)]!;
}
