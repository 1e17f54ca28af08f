/** True on Android, where the blocker app is offered (spec §2 "Blocker-app dialog"). */
export const isAndroid = (userAgent: string): boolean => /Android/i.test(userAgent);

/** The pt-BR message sent to the blocker team with the member's Play Store e-mail. */
export const blockerMessage = (email: string): string =>
  `Olá! Quero instalar o app bloqueador de apostas indicado pela Virada. O e-mail da minha conta da Play Store é: ${email.trim()}`;

/**
 * The WhatsApp chat link with the message prefilled: `https://wa.me/<digits>?text=<encoded>`.
 * Anything but digits is dropped from the number (wa.me wants the bare international number).
 */
export function blockerWhatsappLink(phone: string, email: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(blockerMessage(email))}`;
}
