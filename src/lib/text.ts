/** Lower case without accents, for search comparisons ("São" matches "sao"). */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
