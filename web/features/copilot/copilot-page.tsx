import './copilot.css';
import { Link } from '@tanstack/react-router';
import { BookHeart, Info, RotateCcw, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { COPILOT_MESSAGE_TEXT_MAX } from '../../../shared/copilot-api-types';
import { replies as repliesAt } from '../../../shared/domain/copilot/engine';
import { copilotPageTexts as p } from '../../../shared/texts/copilot.texts';
import { readLlmOptIn, storeLlmOptIn } from '../../lib/copilot-conversation';
import { isMember } from '../../lib/route-guards';
import { type StoredUser, useStoredUser } from '../../lib/stored-user';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../lib/use-online';
import { usePageTitle } from '../../lib/use-page-title';
import { ConversationLog } from './conversation-log';
import { askModel, modelAvailable } from './model-relay';
import { ModelSwitch } from './model-switch';
import { saveConversationToDiary } from './save-conversation';
import { type Relay, useConversation } from './use-conversation';

/** Whose conversation is on screen when no member is signed in (a visitor, a psychologist). */
const VISITOR = 'visitor';

/**
 * /copiloto (issue 14, part 3): the assistant. Guided flows on the device — an urge now, a bet
 * just made, debts, someone to talk to — that work with no connection; the crisis guardrail runs
 * on every message first. A public page, prerendered like /jogos and /caps: whoever opens it at a
 * bad moment is answered, with no account. A signed-in member also gets the member's tools: the
 * conversation saved in Meu Diário, and, when the server has a language model and the member turns
 * it on, free text no flow answers relayed to it (model-relay.ts), any failure falling back to the
 * flows. The conversation stays in this tab, one person's at a time.
 */
export function CopilotPage() {
  usePageTitle(p.title);
  const user = useStoredUser();
  const member = isMember(user) ? user : null;
  // Not known while React takes over the prerendered page (drawn for no one in particular).
  const owner = useHydrated() ? (member?.id ?? VISITOR) : null;
  return (
    <section className="container page copilot-page" aria-labelledby="page-title">
      <header className="copilot-header">
        <h1 id="page-title">{p.title}</h1>
        <p className="copilot-lead">{p.lead}</p>
        <p className="copilot-who-am-i">
          <Info size={18} aria-hidden="true" />
          <span>{p.whoAmI}</span>
        </p>
        <p className="copilot-privacy muted">{p.privacy}</p>
      </header>
      <Copilot owner={owner} member={member} />
    </section>
  );
}

function Copilot({ owner, member }: { owner: string | null; member: StoredUser | null }) {
  const online = useOnline();
  const [llmAvailable, setLlmAvailable] = useState(false);
  const [optIn, setOptIn] = useState(readLlmOptIn);

  useEffect(() => {
    // The relay answers members only: a visitor is never asked about it.
    if (!member || !online || llmAvailable) return;
    let live = true;
    void modelAvailable().then((available) => live && setLlmAvailable(available));
    return () => {
      live = false;
    };
  }, [member, online, llmAvailable]);

  const relay: Relay = member && llmAvailable && optIn && online ? askModel : null;
  const { conversation, waiting, choose, send, restart } = useConversation(owner, relay);
  const replies = repliesAt(conversation.at);
  const repliesRef = useRef<HTMLFieldSetElement>(null);
  const choseReply = useRef(false);
  const lineCount = conversation.lines.length;

  // Each answer and its replies come into view above the message field; after a tapped reply,
  // the keyboard goes on from the next step's first reply.
  useEffect(() => {
    if (lineCount <= 1) return;
    repliesRef.current?.scrollIntoView?.({ block: 'nearest' });
    if (!choseReply.current) return;
    choseReply.current = false;
    repliesRef.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [lineCount]);

  return (
    <>
      {member && llmAvailable && (
        <ModelSwitch
          on={optIn}
          onChange={(on) => {
            setOptIn(on);
            storeLlmOptIn(on);
          }}
        />
      )}

      <ConversationLog lines={conversation.lines} waiting={waiting} />

      <fieldset className="copilot-replies" ref={repliesRef}>
        <legend className="visually-hidden">{p.repliesLabel}</legend>
        {replies.map((reply) => (
          <button
            key={reply.label}
            type="button"
            className="btn btn-secondary copilot-reply"
            disabled={waiting}
            onClick={() => {
              choseReply.current = true;
              choose(reply);
            }}
          >
            {reply.label}
          </button>
        ))}
      </fieldset>

      <Composer disabled={waiting} onSend={send} />

      <DiaryActions member={member} conversation={conversation} onRestart={restart} />
    </>
  );
}

function Composer({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const id = useId();
  const tooLong = text.length > COPILOT_MESSAGE_TEXT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || tooLong || disabled) return;
    setText('');
    onSend(message);
  };
  return (
    <form className="copilot-composer" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {p.inputLabel}
      </label>
      <input
        id={id}
        type="text"
        className="copilot-input"
        value={text}
        placeholder={p.inputPlaceholder}
        autoComplete="off"
        enterKeyHint="send"
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn-primary copilot-send" disabled={disabled || !text.trim()}>
        <Send size={18} aria-hidden="true" />
        <span>{p.send}</span>
      </button>
      {tooLong && (
        <p id={`${id}-error`} className="field-error copilot-error" role="alert">
          {p.tooLong(COPILOT_MESSAGE_TEXT_MAX)}
        </p>
      )}
    </form>
  );
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'empty';

function DiaryActions({
  member,
  conversation,
  onRestart,
}: {
  member: StoredUser | null;
  conversation: ReturnType<typeof useConversation>['conversation'];
  onRestart: () => void;
}) {
  const [state, setState] = useState<SaveState>('idle');
  const lineCount = conversation.lines.length;
  // A saved conversation that goes on can be saved again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the conversation grows
  useEffect(() => setState((s) => (s === 'saved' || s === 'empty' ? 'idle' : s)), [lineCount]);

  const save = async () => {
    if (!member) return;
    if (!conversation.lines.some((line) => line.from === 'member')) return setState('empty');
    setState('saving');
    try {
      await saveConversationToDiary(member, conversation.lines);
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <footer className="copilot-actions">
      <div className="copilot-actions-row">
        {member && (
          <button type="button" className="btn btn-primary" onClick={save} disabled={state === 'saving'}>
            <BookHeart size={18} aria-hidden="true" /> {state === 'saving' ? p.saving : p.saveToDiary}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onRestart}>
          <RotateCcw size={18} aria-hidden="true" /> {p.restart}
        </button>
      </div>
      <div role="status" className="copilot-save-status">
        {state === 'saved' && (
          <p>
            {p.saved} <Link to="/journal">{p.openDiary}</Link>
          </p>
        )}
        {state === 'empty' && <p>{p.nothingToSave}</p>}
      </div>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {p.saveFailed}
        </p>
      )}
      {!member && (
        <p className="copilot-visitor-note muted">
          {p.visitorDiary} <Link to="/register">{p.visitorRegister}</Link>
        </p>
      )}
    </footer>
  );
}
