import { MessageCircle } from 'lucide-react';

/**
 * The server's gentle flags for the next session. Soft amber and worded as a conversation to
 * have, never as an alarm: the psychologist decides what matters.
 */
export function ClientAttention({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="client-attention">
      <p className="client-attention-title">
        <MessageCircle size={16} aria-hidden="true" /> Vale conversar na próxima sessão
      </p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
