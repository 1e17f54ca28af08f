import { correctSlips, messageKey, squeezePattern } from './message-key';

/**
 * The copiloto's crisis guardrail (issue 14, part 3): does a message signal suicide or
 * self-harm risk? Runs on every message a member sends to the assistant, on the device before
 * anything else, and on the server before and after the optional language model. When it fires
 * the conversation stops and the crisis card (CVV 188, SAMU 192) comes first.
 *
 * It reads the message's key (message-key.ts: no accents, any case, squeezed letters, "vc", "q",
 * "n", "to", "pra" spelled out) and forgives one slip in the words that carry the risk
 * ("suicido", "morer", "agunto"): an extra, missing or swapped letter, and a wrong letter only
 * in words of seven letters or more, where no everyday word is one letter away.
 *
 * What fires: the wish or plan to die or kill oneself, to take one's life, to disappear for
 * good, self-harm, a method (bridge, building, train, all the pills, poison, hanging), feeling
 * a burden or that others would be better off, hopelessness ("não vejo saída", "não aguento
 * mais" as the whole message), goodbyes.
 *
 * What does not, on purpose: idioms of ordinary speech that use death for emphasis —
 * "morrendo de rir", "tô morto de cansaço", "me mato de trabalhar", "matar a vontade" — and
 * money: "acabei com tudo que tinha no tigrinho" spends money, not a life. "Essa dívida tá me
 * matando" / "vai me matar" is the same hyperbole about a pressure outside the person, with no
 * wish or plan to die, and is very common among people in debt: if it fired, the crisis card
 * would meet every message about debt and stop meaning anything. It does NOT fire; the debt
 * flow meets that message instead, and that flow asks plainly, in its first step, whether the
 * weight of the debt has brought thoughts of not wanting to live, with CVV 188 one tap away.
 * Any wish, plan or method next to the debt ("essa dívida vai me fazer me matar", "por causa
 * da dívida eu quero morrer") fires as usual. When in doubt it fires: a crisis card shown to
 * someone who did not need it costs little.
 */
export function signalsCrisis(text: string): boolean {
  const key = correctSlips(messageKey(text), FUZZY_WORDS, REAL_WORDS).replace(
    /\bnum (?=aguento|suporto|quero|queria|consigo|vejo|tem|vale)/g,
    'nao ',
  );
  return CRISIS_PATTERNS.some((pattern) => pattern.test(key));
}

/** Idioms that follow "morrer", "morto", "me matar", "me mato": emphasis, not risk. */
const IDIOM =
  '(?! de (?:rir|riso|vergonha|tedio|sono|fome|sede|calor|frio|saudade|saudades|inveja|cansaco|medo|amor|curiosidade|preguica|trabalhar|trabalho|estudar|estudo|dor de cabeca|ansiedade|alegria|felicidade|chorar))';

/** The person's own wish, plan or thought (present, past or conditional). */
const WISH =
  '(?:quero|queria|quer|vou|ia|iria|prefiro|preferia|desejo|vontade de|penso em|pensei em|pensando em|pensar em|planejando|planejo|preciso|decidi|tentei|tentar|tento|melhor|devia|deveria|vai ser)';

const CRISIS_PATTERNS: readonly RegExp[] = [
  // Suicide named in any form: suicídio, suicidar, suicida, suicidei.
  /\bsuicid\w*/,
  // Killing oneself (not "isso me mata", "vai me matar": a pressure, not a wish).
  new RegExp(`\\b(?:me|se|nos) matar\\b${IDIOM}(?<!\\b(?:vai|vao|ia|iam|vai acabar|acabar) me matar)`),
  new RegExp(`\\b${WISH} (?:eu )?me mata\\b`),
  new RegExp(`\\bme mato\\b${IDIOM}`),
  /\bme matei\b|\bse matou\b|\bse matar\b/,
  // Dying as a wish: "quero morrer", "queria estar morto", "se eu morresse", "melhor morto".
  new RegExp(`\\b${WISH} (?:eu )?(?:morrer|more|morrer logo|morer)\\b${IDIOM}`),
  new RegExp(
    `\\b(?:quero|queria|prefiro|preferia|melhor|desejo|gostaria de) (?:estar|ficar|ser) mort[oa]s?\\b${IDIOM}`,
  ),
  new RegExp(
    `\\bmelhor mort[oa]\\b|\\bse eu morresse\\b|\\bantes eu morresse\\b|\\bqueria morrer\\b${IDIOM}`,
  ),
  /\b(?:nao|nunca mais) (?:quero|queria|consigo|aguento|suporto) (?:mais )?(?:viver|estar viv[oa]|ficar viv[oa]|existir|continuar viv[oa]|acordar)\b/,
  /\bnao (?:quero|queria) (?:mais )?(?:estar aqui|existir|ter nascido|acordar)\b/,
  /\bqueria nao (?:existir|ter nascido|acordar|estar aqui)\b/,
  // Tired of life, no reason to live.
  /\b(?:cansei|cansad[oa]|desisti|desistir|desistindo|farto|fart[oa]) (?:de|da|dessa|desta) (?:viver|vida|minha vida|existir|existencia)\b/,
  /\b(?:sem|nao tenho|nao tenho mais|perdi a|perdi o|nao tem) (?:nenhum |nenhuma |mais )?(?:vontade|motivo|motivos|razao|razoes|sentido) (?:de|para|em) (?:viver|continuar|existir|estar viv[oa])\b/,
  /\b(?:vida|viver) nao (?:vale|faz) (?:mais )?(?:a pena|sentido)\b|\bnao vale (?:mais )?a pena (?:viver|continuar|estar viv[oa])\b/,
  /\b(?:minha )?vida (?:nao tem (?:mais )?(?:sentido|razao|valor)|acabou|nao presta mais)\b/,
  /\b(?:quero|queria|gostaria) que tudo (?:acabe|acabasse|termine|terminasse)\b/,
  /\b(?:deus|jesus) (?:me leve|me levasse|me leva logo|podia me levar|devia me levar)\b/,
  /\b(?:vou|medo de|pensando em|penso em|vontade de|quero|posso|acabar) (?:fazer|cometer) (?:uma |alguma )?(?:besteira|loucura)\b(?! (?:de novo|e apostar|no jogo|na aposta|no tigrinho))/,
  /(?<!\bnao vou )\bdesistir de tudo\b(?! (?:que|o que))/,
  // Taking one's life, ending it, "acabar com tudo" as a wish (not "acabei com tudo que tinha").
  /\b(?:tirar|tiro|tirei|tirando) (?:a |minha |a minha |sua |a sua |a propria |minha propria |a minha propria )?(?:propria )?vida\b/,
  /\b(?:acabar|acabo|acabando|terminar|dar fim|dar um fim|por fim|pondo fim|botar fim) (?:com |em |a |na |de )?(?:a |minha |a minha |sua |a sua |a propria |minha propria )?(?:propria )?vida\b/,
  new RegExp(
    `\\b(?:${WISH.slice(3, -1)}|hoje eu|hoje) (?:eu )?(?:acabar|acabo) com tudo\\b(?! (?:que|o que|no|na|nos|nas|do|da|de|em|com o|com a|no jogo|isso de apostar))`,
  ),
  /\b(?:dar|por) (?:um )?fim (?:em|a|de) tudo\b/,
  // Disappearing for good.
  /\b(?:sumir|desaparecer|ir embora|sumir do mapa|partir) (?:para sempre|de vez|do mundo|desse mundo|deste mundo|da face da terra|e nunca mais voltar)\b/,
  /\b(?:quero|queria|vontade de|so quero|so queria) (?:sumir|desaparecer)$/,
  /\bdormir (?:para sempre|e nao acordar|e nunca mais acordar)\b/,
  // Better off without me, a burden.
  /\bmelhor (?:se )?(?:eu )?(?:nao existisse|nao existir|nao estivesse aqui|nao estar aqui|sumisse|morresse|sem mim|nao tivesse nascido)\b/,
  /\bseria melhor se eu\b.*\b(?:nao existisse|nao estivesse|sumisse|morresse|nao tivesse nascido)\b/,
  /\b(?:ninguem|nenhuma pessoa) (?:vai|ia|iria) sentir (?:a )?minha falta\b|\bninguem sentiria (?:a )?minha falta\b/,
  /\bsou (?:so )?um (?:peso|fardo) (?:para|na vida de) (?:todos|todo mundo|minha familia|a minha familia|eles|voces|os outros)\b/,
  // Hopelessness.
  /\b(?:nao vejo|nao ha|nao tem|nao existe|sem) (?:mais )?(?:nenhuma |outra )?saida\b(?<!\brua sem saida)/,
  /\bnao (?:aguento|suporto) mais(?: (?:isso|nada|essa vida|esta vida|minha vida|a vida|de viver|essa dor|viver assim))?$/,
  // Self-harm.
  /\bme (?:cortar|cortando|corto|cortei|machucar|machucando|machuco|ferir|ferindo|queimar de proposito)\b(?! (?:com a faca|cozinhando|fazendo|descascando|na cozinha|no papel|com papel|fazendo a barba|barbeando|com a lamina de barbear))/,
  /\bauto ?(?:mutila\w*|lesao|lesoes|flagela\w*)\b|\bcortar (?:os |meus |o )?puls\w*/,
  // Methods.
  /\b(?:pular|pulo|me jogar|me jogo|me atirar|me atiro|saltar) (?:da|de uma|do|de um|de cima da|de cima do|dessa|desse|na frente de|na frente do|na frente da|embaixo de|embaixo do) ?(?:um |uma |o |a |alto da |alto do )?(?:ponte|predio|janela|viaduto|laje|sacada|varanda|penhasco|trem|carro|onibus|caminhao|metro|andar|torre)\b/,
  /\b(?:tomar|tomo|tomei|tomando|engolir|engoli|engolindo) (?:todos os|todas as|tudo|todos|todas|um monte de|uma caixa de|a cartela|uma cartela|varias|varios|muitos|muitas) (?:os |as |meus |minhas |de )?(?:remedios|remedio|comprimidos|pilulas|calmantes|cartela|remedios da|remedios do)\b/,
  /\b(?:tomar|tomo|tomei|tomando|engolir|engoli) (?:a|uma) cartela (?:inteira|toda|de uma vez)\b/,
  /\b(?:tomar|tomo|tomei|beber|bebi) (?:veneno|chumbinho|soda caustica)\b|\boverdose\b|\bchumbinho\b|\bveneno de rato\b/,
  /\b(?:me enforcar|me enforco|enforcar)\b|\bme (?:dar|dou) um tiro\b|\btiro na (?:minha )?cabeca\b/,
  // Goodbyes.
  /\bcarta de despedida\b|\bme despedir de (?:todos|todo mundo|voces|vcs)\b|\b(?:adeus|despedida) (?:a|de|para) (?:todos|todo mundo)\b/,
].map(squeezePattern);

/** Key words that forgive one slip (squeezed spelling, like keys). */
const FUZZY_WORDS = [
  'morer',
  'matar',
  'suicidio',
  'suicidar',
  'suicida',
  'aguento',
  'viver',
  'existir',
  'existise',
  'remedios',
  'comprimidos',
  'cortar',
  'ponte',
  'despedida',
  'enforcar',
  'sumir',
  'saida',
  'acordar',
  'nascido',
];

/** Everyday words one slip from a key word: never "corrected" into one. */
const REAL_WORDS = new Set([
  'mover',
  'morar',
  'mata',
  'mato',
  'matas',
  'vive',
  'vivo',
  'viva',
  'vier',
  'corta',
  'corte',
  'sumi',
  'sair',
  'saia',
  'sadia',
  'pote',
  'ponto',
  'acordo',
  'existia',
  'cortara',
  'cotar',
  'moer',
  'aguenta',
  'aguente',
]);
