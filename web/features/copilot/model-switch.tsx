import { copilotLlmTexts as l } from '../../../shared/texts/copilot.texts';

/**
 * The opt-in to the optional language model, shown only when the server has one: off by default,
 * remembered on this device, saying plainly what is sent and what is not.
 */
export function ModelSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <section className="copilot-model" aria-labelledby="copilot-model-title">
      <h2 id="copilot-model-title" className="visually-hidden">
        {l.explainTitle}
      </h2>
      <label className="copilot-switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby="copilot-model-sent copilot-model-not-sent"
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{l.switchLabel}</span>
      </label>
      <p id="copilot-model-sent">{l.explainSent}</p>
      <p id="copilot-model-not-sent">{l.explainNotSent}</p>
      <p className="muted">{l.explainOff}</p>
    </section>
  );
}
