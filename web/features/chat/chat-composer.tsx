import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../shared/chat';
import { type ChatMessageInput, chatMessageSchema } from '../../../shared/schemas/community.schema';
import { hasVisibleText } from '../../../shared/schemas/text';
import { validate } from '../../../shared/schemas/validate';
import { chatTexts as t } from '../../../shared/texts/community.texts';
import { FieldError } from '../../components/ui/field-parts';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

interface ChatComposerProps {
  onSend: (input: ChatMessageInput) => void;
  /** Text given back to edit (a refused message); `at` tells two equal texts apart. */
  seed: { text: string; at: number } | null;
}

/** A phone's keyboard has no Shift+Enter: there Enter makes a new line and the button sends. */
const touchKeyboard = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * Where a message is written: Enter sends and Shift+Enter makes a new line, the counter appears
 * near the limit, and the shared schema's pt-BR message shows under the field. Each message gets
 * its id here, once, so that however often it is sent the server stores one. After sending, the
 * field is empty and keeps the focus, for the next message.
 */
export function ChatComposer({ onSend, seed }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    if (!seed) return;
    // Nothing typed is lost: the text given back goes after it.
    setText((typed) => (typed.trim() ? `${typed}\n${seed.text}` : seed.text));
    field.current?.focus();
  }, [seed]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = validate(chatMessageSchema, { id: crypto.randomUUID(), text });
    field.current?.focus();
    if (!checked.ok) return setError(checked.fieldErrors.text ?? checked.fieldErrors.id);
    onSend(checked.value);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || touchKeyboard()) return;
    event.preventDefault();
    if (hasVisibleText(text)) submit();
  };

  const counter =
    text.length >= CHAT_MESSAGE_MAX * COUNTER_FROM ? t.counter(text.length, CHAT_MESSAGE_MAX) : null;
  const over = text.length > CHAT_MESSAGE_MAX;
  const describedBy = [error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {t.composerLabel}
      </label>
      <div className="chat-composer-row">
        <textarea
          ref={field}
          id={`${id}-text`}
          name="text"
          className="input"
          rows={2}
          value={text}
          placeholder={t.composerPlaceholder}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="btn btn-primary" disabled={!hasVisibleText(text)}>
          <SendHorizontal size={18} aria-hidden="true" /> {t.send}
        </button>
      </div>
      <p id={`${id}-hint`} className="chat-composer-hint field-hint">
        <span className="chat-keys">{t.composerHint}</span>
        {counter && (
          <span className={over ? 'field-counter chat-counter-over' : 'field-counter'}>{counter}</span>
        )}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </form>
  );
}
