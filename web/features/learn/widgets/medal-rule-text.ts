import { courseById } from '../../../../shared/domain/learn';
import type { CommunityCounts, MedalRule } from '../../../../shared/domain/medals';
import { formatBRL } from '../../../../shared/domain/money';

/**
 * What earns a medal, as one plain pt-BR sentence derived from its rule (the medal-system guide's
 * list). The switches are exhaustive: a new rule kind or community metric fails the build here
 * until it has its sentence.
 */
export function medalRuleText(rule: MedalRule): string {
  switch (rule.kind) {
    case 'streak':
      return rule.days === 1
        ? 'Ficar 1 dia inteiro sem apostar.'
        : `Ficar ${rule.days} dias seguidos sem apostar.`;
    case 'savings':
      return `Chegar a ${formatBRL(rule.cents)} economizados, o que você deixou de gastar com apostas.`;
    case 'checkinDays':
      return rule.days === 1
        ? 'Fazer o seu primeiro check-in.'
        : `Fazer check-in em ${rule.days} dias diferentes.`;
    case 'relapseRecorded':
      return 'Registrar uma recaída com honestidade.';
    case 'onRequest':
      return 'Pedir a sua primeira medalha no painel.';
    case 'community':
      return communityText(rule.metric, rule.count);
    case 'course': {
      const course = courseById(rule.courseId);
      return course ? `Concluir o curso “${course.title}”.` : 'Concluir um curso da biblioteca.';
    }
    default:
      return unknown(rule);
  }
}

function communityText(metric: keyof CommunityCounts, count: number): string {
  switch (metric) {
    case 'posts':
      return count === 1
        ? 'Publicar a sua primeira mensagem no fórum ou no chat.'
        : `Publicar ${count} mensagens no fórum ou no chat.`;
    case 'apoiosGiven':
      return count === 1
        ? 'Dar o seu primeiro apoio a uma mensagem de outra pessoa.'
        : `Dar ${count} apoios a mensagens de outras pessoas.`;
    case 'repliesWithApoio':
      return count === 1
        ? 'Receber apoio em uma resposta sua no fórum.'
        : `Receber apoio em ${count} respostas suas no fórum.`;
    default:
      return unknown(metric);
  }
}

/** Reached only if a value escapes the types (old data); the compiler rejects a missing case. */
function unknown(value: never): never {
  throw new Error(`No text for medal rule ${JSON.stringify(value)}`);
}
