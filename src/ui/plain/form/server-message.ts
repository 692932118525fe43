/* A platform refusal's text ("campo.sub: mensagem; outra"), apart from the form kit so an alert loads only this. */

export interface MessagePart {
  /** The API path that names a field, or null. */
  path: string | null;
  /** The text after the path, capitalized. */
  text: string;
  /** The part as written. */
  whole: string;
}

/** Each "path: text" of a refusal, its text capitalized; a part without a path has `path: null`. */
export function partsOf(message: string): MessagePart[] {
  return message
    .split(/;\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((whole) => {
      const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*):\s*(.+)$/.exec(whole);
      if (!match) return { path: null, text: whole, whole };
      const text = (match[2] as string).trim();
      return { path: match[1] as string, text: text.charAt(0).toUpperCase() + text.slice(1), whole };
    });
}

/** An API path as the platform writes one: lower case, `_` and dots ("composicao_valor.valor_bruto"). */
const API_PATH = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*$/;

/** A refusal as a user reads it: each part's API path left out; several parts read as sentences, in order. */
export function serverMessageText(message: string): string {
  const texts = partsOf(message).map((part) =>
    part.path !== null && API_PATH.test(part.path) ? part.text : part.whole,
  );
  if (texts.length < 2) return texts[0] ?? message;
  return texts.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');
}
