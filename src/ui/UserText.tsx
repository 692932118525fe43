import { Text, type TextProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Text that comes from people or other systems through the platform (names,
 * descriptions, remarks): any script, any length. Its direction follows its own first
 * strong character (`dir="auto"`: Arabic or Hebrew reads right to left, punctuation in
 * place), and a word longer than its box breaks instead of pushing the layout sideways.
 * React renders it as text, never as markup.
 */
export const USER_TEXT_STYLE: CSSProperties = { overflowWrap: 'anywhere' };

export interface UserTextProps extends TextProps {
  children: ReactNode;
  /** The element to render: a paragraph by default, `span` inside a line, `dd` in a field list. */
  component?: 'p' | 'span' | 'div' | 'dd' | 'strong';
  /** Full text as a tooltip, useful with `lineClamp`. */
  title?: string;
}

export function UserText({ children, component = 'p', style, ...props }: UserTextProps) {
  return (
    <Text component={component} dir="auto" {...props} style={[USER_TEXT_STYLE, style]}>
      {children}
    </Text>
  );
}
