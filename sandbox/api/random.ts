const HEX = '0123456789abcdef';

/** Deterministic randomness for the seed: the same seed gives the same platform. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /**
   * A UUID of version 7's shape, from the seeded stream (stable across restarts): 32 draws,
   * one hex digit each; the 13th is the version (7), the 17th keeps its two low bits under
   * the variant (8-b).
   */
  uuid(): string {
    let s = '';
    for (let i = 0; i < 32; i++) {
      const digit = Math.floor(this.next() * 16);
      if (i === 8 || i === 12 || i === 16 || i === 20) s += '-';
      s += HEX[i === 12 ? 7 : i === 16 ? (digit & 0x3) | 0x8 : digit];
    }
    return s;
  }
}

/** A real UUID version 7 (time-ordered) for records created while the sandbox runs. */
export function uuidv7(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const ts = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ts >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const s = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Removes accents and case, for searches ("Joao" finds "João"). */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A stable UUID-shaped id named by a text (FNV-1a seeds the stream): the same text, the same id. */
export function uuidFrom(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return new Random(hash).uuid();
}
