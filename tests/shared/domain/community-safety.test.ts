import { describe, expect, it } from 'vitest';
import { checkCommunityText, HELD_RULES, type HeldRule } from '../../../shared/domain/community-safety';
import { HELD_REASON_TEXTS } from '../../../shared/texts/community.texts';

/** Each rule: texts it must hold (with and without accents), and look-alikes it must let through. */
const HELD_EXAMPLES: Record<HeldRule, { held: string[]; published: string[] }> = {
  'betting-link': {
    held: [
      'Entra aqui https://www.bet365.com/#/HO/ e ganha bônus',
      'olha esse site: sportingbet.com',
      'Tá pagando muito: galera.bet',
      'cadastro em https://pixbet.bet.br/cadastro',
      'Joga no www.cassinoonline.net que é confiável',
      'APOSTASGANHAS.COM.BR tem bônus de boas-vindas',
      'o jogo do tigrinho em tigrinhofortune.site',
      'entra no 1xbet.com',
      'betano.com tem odd boa',
    ],
    published: [
      'Eu apostava todo dia no celular, hoje faz 30 dias que parei',
      'Li um artigo bom em https://www.gov.br/saude sobre jogo patológico',
      'A associação de diabetes (diabetes.org.br) tem grupos de apoio também',
      'Fiz terapia online pela betterhelp.com',
      'Aprendi o alphabet.com de cor, rs',
      'A bet que eu usava mandava notificação toda hora',
      'Apaguei o app do cassino hoje',
    ],
  },
  'recover-losses': {
    held: [
      'Recupere suas perdas com meu método',
      'Quer recuperar tudo que perdeu? Chama no privado',
      'Te ensino a recuperar o prejuízo em uma semana',
      'Lucro garantido todo dia, sem risco',
      'Método infalível para o aviator',
      'Sinais VIP do tigrinho, 98% de acerto',
      'entra no grupo vip que eu passo as entradas',
      'Ganho garantido, é só seguir a estratégia',
      'LUCRO GARANTIDO',
    ],
    published: [
      'Eu tentava recuperar minhas perdas e só afundava mais',
      'Passei anos achando que ia recuperar o que perdi',
      'A vontade de recuperar o prejuízo é a armadilha, hoje eu sei',
      'Não existe método infalível, só existe perder mais',
      'não existe lucro garantido, gente, caí nessa por anos',
    ],
  },
  'loan-or-pix': {
    held: [
      'Alguém me manda um pix de 50? Preciso muito',
      'Minha chave pix é o meu email',
      'chave PIX: 123.456.789-09',
      'Faço empréstimo rápido sem consulta ao SPC',
      'Empréstimo fácil, libero na hora',
      'me empresta 100 reais até sexta?',
      'Meu CPF 123.456.789-09 pra quem puder ajudar',
      'pix pra mim 3f2b8c1e-9a4d-4e6b-8f0a-1c2d3e4f5a6b',
      'Faça um pix que eu devolvo em dobro',
      'Fiz uma vaquinha pra pagar as dívidas',
      'Conheço um agiota que libera rápido',
    ],
    published: [
      'Perdi meu salário inteiro em Pix para sites de aposta',
      'Pedi um empréstimo no banco para pagar a dívida e me arrependi',
      'Cortei o Pix automático da minha conta e ajudou muito',
      'Conversei com o banco sobre renegociar o empréstimo',
    ],
  },
  'phone-number': {
    held: [
      'Me chama no zap (11) 91234-5678',
      'whats 11912345678',
      'liga +55 21 99876 5432',
      'meu número é 98765-4321',
      'Telefone fixo 3456-7890',
    ],
    published: [
      'Liguei pro 188 ontem e me ajudou muito',
      'Em emergência, SAMU 192',
      'Já perdi R$ 10.000.000 em dez anos',
      'Foram 1.500.000 de reais em dívidas somando tudo',
      'Estou limpo desde 12/05/2024',
      'Faz 365 dias hoje!',
      'Gastei R$ 2.345,67 só no mês passado',
    ],
  },
};

describe('the community safety rules', () => {
  for (const rule of HELD_RULES) {
    const { held, published } = HELD_EXAMPLES[rule];
    it(`holds for review: ${rule}`, () => {
      for (const text of held)
        expect({ text, ...checkCommunityText(text) }).toMatchObject({ text, held: rule });
    });
    it(`lets through what only looks like it: ${rule}`, () => {
      for (const text of published)
        expect({ text, ...checkCommunityText(text) }).toMatchObject({ text, held: null });
    });
  }

  it('matches with and without accents and in any case', () => {
    expect(checkCommunityText('Faço EMPRÉSTIMO rápido').held).toBe('loan-or-pix');
    expect(checkCommunityText('faco emprestimo rapido').held).toBe('loan-or-pix');
    expect(checkCommunityText('Método infalível').held).toBe('recover-losses');
    expect(checkCommunityText('metodo infalivel').held).toBe('recover-losses');
  });

  it('flags crisis language but never holds it', () => {
    const crisis = [
      'Não aguento mais viver assim',
      'nao aguento mais viver',
      'Estou pensando em suicídio',
      'penso em suicidio todo dia',
      'Às vezes eu quero morrer',
      'Vou me matar se perder de novo',
      'Não vejo saída para as minhas dívidas',
      'Minha família estaria melhor sem mim',
      'Penso em tirar minha própria vida',
      'Queria acabar com a minha vida',
      'Tenho vontade de me cortar',
    ];
    for (const text of crisis)
      expect({ text, ...checkCommunityText(text) }).toEqual({ text, held: null, crisis: true });
  });

  it('does not flag an ordinary hard day as crisis', () => {
    const ordinary = [
      'Hoje foi um dia difícil, mas não apostei',
      'Estou morrendo de saudade da minha filha',
      'Essa dívida está me matando de preocupação, mas estou negociando',
      'Sinto vergonha, mas vou continuar tentando',
      'Saí do grupo da firma que só falava de futebol e aposta',
    ];
    for (const text of ordinary)
      expect({ text, ...checkCommunityText(text) }).toEqual({ text, held: null, crisis: false });
  });

  it('flags crisis and holds a rule at once when both are there', () => {
    expect(checkCommunityText('Não vejo saída, alguém me empresta 200?')).toEqual({
      held: 'loan-or-pix',
      crisis: true,
    });
  });

  it('tells the author why in pt-BR, for every rule', () => {
    for (const rule of HELD_RULES) {
      expect(HELD_REASON_TEXTS[rule]).toMatch(/revisada pela moderação antes de aparecer\.$/);
    }
  });
});
