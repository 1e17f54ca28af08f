export type AssessmentStep = 'habits' | 'pgsi' | 'result';

const STEPS: { key: AssessmentStep; label: string }[] = [
  { key: 'habits', label: 'Hábitos' },
  { key: 'pgsi', label: 'Questionário' },
  { key: 'result', label: 'Resultado' },
];

/** Where the member is in the three steps; the current one is marked for screen readers too. */
export function AssessmentProgress({ step }: { step: AssessmentStep }) {
  const current = STEPS.findIndex((s) => s.key === step);
  return (
    <ol className="step-progress" aria-label={`Etapa ${current + 1} de ${STEPS.length}`}>
      {STEPS.map((s, index) => (
        <li
          key={s.key}
          aria-current={index === current ? 'step' : undefined}
          data-done={index < current ? 'true' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          {s.label}
        </li>
      ))}
    </ol>
  );
}
