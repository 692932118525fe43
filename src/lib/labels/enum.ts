/** The platform adds values without notice: an unknown one is shown as a readable version of itself. */

export function humanizeEnum(value: string): string {
  const words = value.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label function of a table: '—' for no value, a readable fallback for an unknown one. */
export function labeler(labels: Record<string, string>) {
  return (value: string | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '—';
    return labels[value] ?? humanizeEnum(value);
  };
}
