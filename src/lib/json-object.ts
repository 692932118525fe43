/** The JSON object a stored text holds, or `{}` for no text, another kind of value or damaged text. */
export function jsonObject(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
