/**
 * Pix keys (DICT key types): what a psychologist may type as the key their sessions are paid to,
 * checked by type and brought to the one form the BR Code carries. Pure and shared: the
 * /therapist-profile form shows the same refusal the server answers.
 */

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** The longest e-mail key the DICT accepts. */
export const PIX_EMAIL_MAX_LENGTH = 77;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A CPF (11 digits, dots and dash allowed) with both check digits right; not all one digit. */
export function isValidCpf(text: string): boolean {
  if (!/^[\d.\-\s]+$/.test(text)) return false;
  const d = digitsOf(text);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** A CNPJ (14 digits, dots, slash and dash allowed) with both check digits right. */
export function isValidCnpj(text: string): boolean {
  if (!/^[\d./\-\s]+$/.test(text)) return false;
  const d = digitsOf(text);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const check = (len: number) => {
    const weights =
      len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * weights[i]!;
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(d[12]) && check(13) === Number(d[13]);
}

/** Brazil's area codes (DDD) in use. */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A Brazilian phone as a Pix key: `+55`, a DDD in use, then a mobile (9 digits starting with 9)
 * or a landline (8 digits starting with 2–5). Typed with or without +55, spaces, dashes,
 * parentheses. Answers the key's form, `+5511987654321`, or null.
 */
export function normalizePhoneKey(text: string): string | null {
  if (!/^[\d+()\-\s]+$/.test(text)) return null;
  const trimmed = text.trim();
  let d = digitsOf(trimmed);
  if (trimmed.startsWith('+')) {
    if (!d.startsWith('55')) return null;
    d = d.slice(2);
  } else if (d.length === 12 || d.length === 13) {
    if (!d.startsWith('55')) return null;
    d = d.slice(2);
  }
  const ddd = Number(d.slice(0, 2));
  const local = d.slice(2);
  if (!DDDS.has(ddd)) return null;
  const mobile = /^9\d{8}$/.test(local);
  const landline = /^[2-5]\d{7}$/.test(local);
  return mobile || landline ? `+55${d}` : null;
}

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key in the form the BR Code carries, or null when it is not a valid key of that type:
 * CPF and CNPJ as digits only, e-mail in lower case, phone as `+55DDDNUMBER`, a random key (EVP)
 * as a lower-case UUID.
 */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const text = raw.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(text) ? digitsOf(text) : null;
    case 'cnpj':
      return isValidCnpj(text) ? digitsOf(text) : null;
    case 'email': {
      const email = text.toLowerCase();
      return email.length <= PIX_EMAIL_MAX_LENGTH && EMAIL.test(email) ? email : null;
    }
    case 'phone':
      return normalizePhoneKey(text);
    case 'evp': {
      const uuid = text.toLowerCase();
      return EVP.test(uuid) ? uuid : null;
    }
  }
}

/** A key as shown back to its owner: CPF and CNPJ with their punctuation, the rest as stored. */
export function formatPixKey(type: PixKeyType, key: string): string {
  if (type === 'cpf' && key.length === 11)
    return `${key.slice(0, 3)}.${key.slice(3, 6)}.${key.slice(6, 9)}-${key.slice(9)}`;
  if (type === 'cnpj' && key.length === 14)
    return `${key.slice(0, 2)}.${key.slice(2, 5)}.${key.slice(5, 8)}/${key.slice(8, 12)}-${key.slice(12)}`;
  return key;
}
